import type { RemotePieceProps } from '@club/shared/federation';
import { Link } from '@club/shared/router';
import { $childFriendly } from '@club/shared/stores';
import { LoadError } from '@club/shared/ui';
import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { ChildFriendlyNote } from '../../../components/child-friendly-note.tsx';
import { VideoItemCard } from '../../../components/video-item-card.tsx';
import styles from '../../../components/videos.module.css';
import { VIDEOS_FEED_ID, VIDEOS_LOAD_ERROR } from '../../../constants.ts';
import { useFeedSection } from '../../../hooks/use-feed-section.ts';
import { inChildFriendlyMode } from '../../../lib/child-friendly-videos.ts';
import { VIDEOS_TITLE } from '../constants.ts';

/** Not a spec text: the link from the rail to the video home. */
export const ALL_VIDEOS_LABEL = 'All videos';
const DEFAULT_LIMIT = 10;
const ENTRY_POINT = 'latest-videos-rail';

/**
 * The `latestVideosRail` piece (home page): feed 1's first section, newest first, as a rail of up
 * to `limit` videos with the lock rules applied, and a link to /videos; in child-friendly mode only
 * the videos flagged for it, saying how many it hid. Space is kept while it loads; a failure offers
 * 'Try again'; no videos shows nothing.
 */
export function LatestVideosRail({ heading, limit = DEFAULT_LIMIT }: RemotePieceProps['latestVideosRail']) {
  const headingId = useId();
  const read = useFeedSection(VIDEOS_FEED_ID);
  const childFriendly = useStore($childFriendly);
  if (read.status === 'loading') return <div className={styles.railPlaceholder} aria-busy="true" />;
  if (read.status === 'failed') return <LoadError message={VIDEOS_LOAD_ERROR} onRetry={read.reload} />;
  const section = read.data;
  if (!section || section.itemData.length === 0) return null;
  const { shown, hidden } = inChildFriendlyMode(section.itemData, childFriendly, (item) => item);
  const context = { section: section.id, playlistTitle: section.title, entryPoint: ENTRY_POINT };
  return (
    <section aria-labelledby={headingId} className={styles.rail}>
      <div className={styles.railHeader}>
        <h2 id={headingId} className={styles.rowHeading}>
          {heading ?? section.title}
        </h2>
        <Link to="/videos" className={styles.more}>
          {ALL_VIDEOS_LABEL}
          <span className={styles.visuallyHidden}> ({VIDEOS_TITLE})</span>
        </Link>
      </div>
      <ChildFriendlyNote hidden={hidden} />
      {shown.length > 0 && (
        <ul className={styles.railList}>
          {shown.slice(0, Math.max(1, limit)).map((item) => (
            <li key={item.mediaData.entryId} className={styles.railItem}>
              <VideoItemCard item={item} context={context} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
