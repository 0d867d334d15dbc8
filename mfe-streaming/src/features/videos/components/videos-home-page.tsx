import { CardGrid, LoadError, PageHeading, PageLoader, usePageTitle } from '@club/shared/ui';
import {
  NO_VIDEOS_MESSAGE,
  VIDEOS_FEED_ID,
  VIDEOS_LOAD_ERROR,
  VIDEOS_LOADING_LABEL,
  VIDEOS_TITLE,
} from '../constants.ts';
import { useFeedSection } from '../hooks/use-feed-section.ts';
import { VideoItemCard } from './video-item-card.tsx';
import styles from './videos.module.css';

/** /videos: the video home (spec 001 §2), the first row of feed 1 for now. */
export function VideosHomePage() {
  usePageTitle(VIDEOS_TITLE);
  const section = useFeedSection(VIDEOS_FEED_ID);

  return (
    <section aria-labelledby="videos-heading">
      <PageHeading id="videos-heading">{VIDEOS_TITLE}</PageHeading>
      {section.status === 'loading' && <PageLoader label={VIDEOS_LOADING_LABEL} />}
      {section.status === 'failed' && <LoadError message={VIDEOS_LOAD_ERROR} onRetry={section.reload} />}
      {section.status === 'ready' &&
        (section.data && section.data.itemData.length > 0 ? (
          <section aria-labelledby="videos-row-heading" className={styles.row}>
            <h2 id="videos-row-heading" className={styles.rowHeading}>
              {section.data.title}
            </h2>
            <CardGrid minItemWidth={220}>
              {section.data.itemData.map((item) => (
                <li key={item.mediaData.entryId}>
                  <VideoItemCard item={item} />
                </li>
              ))}
            </CardGrid>
          </section>
        ) : (
          <p>{NO_VIDEOS_MESSAGE}</p>
        ))}
    </section>
  );
}
