import type { VideoItem } from '@club/shared/contracts';
import { $childFriendly, openMediaPlayer } from '@club/shared/stores';
import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import { ChildFriendlyNote } from '../../../components/child-friendly-note.tsx';
import spoilerStyles from '../../../components/spoiler-blur.module.css';
import { useSpoilerFree } from '../../../hooks/use-spoiler-free.ts';
import { inChildFriendlyMode } from '../../../lib/child-friendly-videos.ts';
import { getSidebarVideos } from '../api/get-sidebar-videos.ts';
import { SIDEBAR_LATEST_TITLE, SIDEBAR_LOAD_LOG_MESSAGE, SIDEBAR_RELATED_TITLE } from '../constants.ts';
import styles from './video-player-modal.module.css';

/**
 * Spec 001 §2: the player's sidebar, 'Related' (the section the video was opened from) or 'Latest'
 * (the feed's first section), up to 10 videos. A failed read is only logged (spec 001 §7), and the
 * sidebar then stays empty. Choosing a video plays it in the same overlay. In child-friendly mode
 * only the videos flagged for it, saying how many it hid; in spoiler-free mode, titles without scores
 * and their pictures blurred.
 */
export function PlayerSidebar({
  section,
  currentVideoID,
}: {
  section: string | null;
  currentVideoID: string | null;
}) {
  const [items, setItems] = useState<VideoItem[]>([]);
  const headingId = useId();
  useEffect(() => {
    const controller = new AbortController();
    getSidebarVideos(section, controller.signal).then(setItems, (error: unknown) => {
      if (!controller.signal.aborted) console.error(SIDEBAR_LOAD_LOG_MESSAGE, error);
    });
    return () => controller.abort();
  }, [section]);

  const { shown, hidden } = inChildFriendlyMode(items, useStore($childFriendly), (item) => item);
  const spoilers = useSpoilerFree();
  const title = section ? SIDEBAR_RELATED_TITLE : SIDEBAR_LATEST_TITLE;
  return (
    <aside className={styles.sidebar} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sidebarTitle}>
        {title}
      </h2>
      <ChildFriendlyNote hidden={hidden} />
      <ul className={styles.sidebarList}>
        {shown.map((item) => {
          const { entryId } = item.mediaData;
          const current = entryId === currentVideoID;
          return (
            <li key={entryId}>
              <button
                type="button"
                className={styles.sidebarItem}
                aria-current={current ? 'true' : undefined}
                onClick={() =>
                  openMediaPlayer({
                    mediaType: 'OnDemand',
                    videoID: entryId,
                    videoName: item.metaData.title,
                    section,
                  })
                }
              >
                <img
                  src={item.mediaData.thumbnailUrl}
                  alt=""
                  className={spoilers.blurs(item) ? spoilerStyles.spoilerBlur : undefined}
                  width={120}
                  height={68}
                  loading="lazy"
                  decoding="async"
                />
                <span>{spoilers.safe(item.metaData.title)}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </aside>
  );
}
