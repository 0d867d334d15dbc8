import { PageHeading, usePageTitle } from '@club/shared/ui';
import { FeedRails } from '../../../components/video-rail.tsx';
import { LIVE_FEED_ID } from '../../../constants.ts';
import { LIVE_TITLE } from '../constants.ts';

/** /live (spec 001 §2): feed 2, its sections (upcoming live matches, live now and replays) as rails. */
export function LivePage() {
  usePageTitle(LIVE_TITLE);
  return (
    <section aria-labelledby="live-heading">
      <PageHeading id="live-heading">{LIVE_TITLE}</PageHeading>
      <FeedRails feedId={LIVE_FEED_ID} entryPoint="live" />
    </section>
  );
}
