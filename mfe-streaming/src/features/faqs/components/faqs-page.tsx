import { LoadError, PageHeading, PageLoader, usePageData, usePageTitle } from '@club/shared/ui';
import { useId } from 'react';
import { FaqList } from '../../../components/faq-list.tsx';
import { FeedRails } from '../../../components/video-rail.tsx';
import { FAQS_FEED_ID } from '../../../constants.ts';
import { getFaqs } from '../api/get-faqs.ts';
import { FAQS_LOAD_ERROR, FAQS_LOADING_LABEL, FAQS_TITLE } from '../constants.ts';
import styles from './faqs.module.css';

/**
 * /videos/faqs (spec 001 §2): feed 3's help videos as rails, then the FAQ groups ('General'
 * first), each question a disclosure whose answer is the CMS's HTML through the one sanitiser.
 */
export function FaqsPage() {
  usePageTitle(FAQS_TITLE);
  const faqs = usePageData('faqs', getFaqs);
  return (
    <section aria-labelledby="faqs-heading">
      <PageHeading id="faqs-heading">{FAQS_TITLE}</PageHeading>
      <FeedRails feedId={FAQS_FEED_ID} entryPoint="faqs" />
      <div className={styles.groups}>
        {faqs.status === 'loading' && <PageLoader label={FAQS_LOADING_LABEL} />}
        {faqs.status === 'failed' && <LoadError message={FAQS_LOAD_ERROR} onRetry={faqs.reload} />}
        {faqs.status === 'ready' &&
          faqs.data.map((group) => (
            <FaqGroupSection key={group.id} title={group.title} items={group.items} />
          ))}
      </div>
    </section>
  );
}

function FaqGroupSection({ title, items }: { title: string; items: { heading: string; body: string }[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.group}>
      <h2 id={headingId} className={styles.groupHeading}>
        {title}
      </h2>
      <FaqList items={items} />
    </section>
  );
}
