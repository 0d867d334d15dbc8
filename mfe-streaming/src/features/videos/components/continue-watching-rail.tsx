import type { ResumeEntry } from '@club/shared/contracts';
import { useId } from 'react';
import { VideoItemCard } from '../../../components/video-item-card.tsx';
import styles from '../../../components/videos.module.css';
import { CONTINUE_WATCHING_ENTRY_POINT, CONTINUE_WATCHING_TITLE } from '../constants.ts';

/**
 * 'Continue watching' (issue 12 item 9): the videos the signed-in viewer left part way, most
 * recently watched first, each with how far they got. A card opens the player, which starts where
 * they left off.
 */
export function ContinueWatchingRail({ entries }: { entries: readonly ResumeEntry[] }) {
  const headingId = useId();
  const context = {
    section: null,
    playlistTitle: CONTINUE_WATCHING_TITLE,
    entryPoint: CONTINUE_WATCHING_ENTRY_POINT,
  };
  return (
    <section aria-labelledby={headingId} className={styles.rail} data-continue-watching="">
      <h2 id={headingId} className={styles.rowHeading}>
        {CONTINUE_WATCHING_TITLE}
      </h2>
      <ul className={styles.railList}>
        {entries.map((entry, index) => (
          <li key={entry.entryId} className={styles.railItem}>
            <VideoItemCard
              item={entry.item}
              context={context}
              priority={index === 0}
              watched={{ position: entry.positionSeconds, duration: entry.durationSeconds }}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
