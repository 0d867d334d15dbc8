import { RemotePiece } from '@club/shared/federation';
import { PageHeading, usePageTitle } from '@club/shared/ui';
import { FeedRails } from '../../../components/video-rail.tsx';
import styles from '../../../components/videos.module.css';
import { SUBSCRIPTIONS_FEED_ID } from '../../../constants.ts';
import { SUBSCRIPTIONS_TITLE } from '../constants.ts';

/**
 * /videos/subscriptions (spec 001 §2): subscriptions and passes, also the upgrade page. The
 * packages are mfe-account's packagesWidget, mounted as a piece (if mfe-account is down its place
 * offers 'Try again' and the page keeps working); feed 4's videos follow as rails.
 */
export function SubscriptionsPage() {
  usePageTitle(SUBSCRIPTIONS_TITLE);
  return (
    <section aria-labelledby="subscriptions-heading">
      <PageHeading id="subscriptions-heading">{SUBSCRIPTIONS_TITLE}</PageHeading>
      <RemotePiece piece="packagesWidget" props={{}} reserve="30rem" className={styles.piece} />
      <FeedRails feedId={SUBSCRIPTIONS_FEED_ID} entryPoint="subscriptions" leadsPage={false} />
    </section>
  );
}
