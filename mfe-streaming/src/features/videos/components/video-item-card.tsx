import type { VideoItem } from '@club/shared/contracts';
import { $user } from '@club/shared/stores';
import { useStore } from '@nanostores/react';
import { VIDEO_LOCKED_LABEL, VIDEO_THUMBNAIL_HEIGHT, VIDEO_THUMBNAIL_WIDTH } from '../constants.ts';
import { formatDuration, isoDuration } from '../lib/format-duration.ts';
import { isVideoLocked } from '../lib/is-video-locked.ts';
import { truncateTitle } from '../lib/truncate-title.ts';
import styles from './videos.module.css';

/**
 * One video of a feed (spec 001 §3 "Video item"): thumbnail, title cut at 48 characters, duration,
 * and a padlock while the lock rule keeps it from this user; it re-renders when the user changes.
 */
export function VideoItemCard({ item }: { item: VideoItem }) {
  const user = useStore($user);
  const { title, VideoDuration, SysEntryEntitlements } = item.metaData;
  const locked = isVideoLocked(SysEntryEntitlements, user);
  const shownTitle = truncateTitle(title);

  return (
    <article className={styles.item} data-locked={locked}>
      <div className={styles.thumbnail}>
        <img
          src={item.mediaData.thumbnailUrl}
          alt=""
          width={VIDEO_THUMBNAIL_WIDTH}
          height={VIDEO_THUMBNAIL_HEIGHT}
          loading="lazy"
          decoding="async"
        />
        <time className={styles.duration} dateTime={isoDuration(VideoDuration)}>
          {formatDuration(VideoDuration)}
        </time>
        {locked && (
          <span className={styles.lock} role="img" aria-label={VIDEO_LOCKED_LABEL}>
            <PadlockIcon />
          </span>
        )}
      </div>
      {/* The full title stays the accessible name when the visible one is cut short. */}
      <h3 className={styles.title} aria-label={shownTitle === title ? undefined : title}>
        {shownTitle}
      </h3>
    </article>
  );
}

function PadlockIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 1 1 6 0v3H9Z"
      />
    </svg>
  );
}
