import { isVideoLocked, showsDuration, type VideoItem } from '@club/shared/contracts';
import { formatDuration, isoDuration } from '@club/shared/format';
import { Link } from '@club/shared/router';
import { $user } from '@club/shared/stores';
import { useStore } from '@nanostores/react';
import type { MouseEvent } from 'react';
import {
  LIVE_LOCKED_CONTENT,
  VIDEO_LOCKED_LABEL,
  VIDEO_THUMBNAIL_HEIGHT,
  VIDEO_THUMBNAIL_WIDTH,
  WATCH_NOW_LABEL,
  watchedLabel,
} from '../constants.ts';
import { useSpoilerFree } from '../hooks/use-spoiler-free.ts';
import { lockedContentRule } from '../lib/locked-content.ts';
import { openVideo, playsOnDemand, type VideoContext, videoAddress } from '../lib/open-video.ts';
import { truncateTitle } from '../lib/truncate-title.ts';
import spoilerStyles from './spoiler-blur.module.css';
import styles from './videos.module.css';

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

interface Props {
  item: VideoItem;
  /** The list the card is in: the player's playlist when the card opens it. */
  context?: VideoContext;
  /** The page's largest image (the first card of the first rail): fetched first, never lazily. */
  priority?: boolean;
  /** Called after the card opened the player or moved to a live page (a search overlay closes). */
  onOpen?: () => void;
  /** The title's heading level: one below the heading of the list the card is in. */
  headingLevel?: 2 | 3 | 4;
  /** How far the viewer watched (the 'Continue watching' rail), in seconds. */
  watched?: { position: number; duration: number };
}

/**
 * One video of a feed or a search (spec 001 §3 "Video item"): thumbnail 300 wide, title cut at 48
 * characters, duration, and a padlock while the lock rule keeps it from this user, else 'Watch
 * Now'; on the 'Continue watching' rail, how far the viewer watched. The lock is re-evaluated
 * whenever the user store changes. In spoiler-free mode the title's scores read 'v', a picture
 * that shows one is blurred, and a full-match replay's length shows only once it has been played. The title links to the video's
 * own address (so it can be opened in a new tab or shared); a plain click opens the player at once
 * through the player store, or goes to the live page of a live entry.
 */
export function VideoItemCard({ item, context, priority = false, onOpen, headingLevel = 3, watched }: Props) {
  const Heading = `h${headingLevel}` as const;
  const user = useStore($user);
  const spoilers = useSpoilerFree();
  const { VideoDuration, SysEntryEntitlements } = item.metaData;
  const title = spoilers.safe(item.metaData.title);
  const onDemand = playsOnDemand(item);
  // Live content is locked by its settings too (spec 001 §3, §4: login for any entitlement).
  const liveRule = onDemand ? 'open' : lockedContentRule(LIVE_LOCKED_CONTENT, SysEntryEntitlements, user);
  const locked = liveRule !== 'open' || isVideoLocked(SysEntryEntitlements, user);
  const lockLabel = (!onDemand && LIVE_LOCKED_CONTENT.entitlementDisplayOverride) || VIDEO_LOCKED_LABEL;
  const shownTitle = truncateTitle(title);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (onDemand && plainClick(event)) {
      event.preventDefault();
      openVideo(item, context);
    }
    onOpen?.();
  };

  return (
    <article className={styles.item} data-locked={locked}>
      <div className={styles.thumbnail}>
        <img
          src={item.mediaData.thumbnailUrl}
          alt=""
          className={spoilers.blurs(item) ? spoilerStyles.spoilerBlur : undefined}
          width={VIDEO_THUMBNAIL_WIDTH}
          height={VIDEO_THUMBNAIL_HEIGHT}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
        />
        {onDemand && showsDuration(item, { spoilerFree: spoilers.on, played: Boolean(watched) }) && (
          <time className={styles.duration} dateTime={isoDuration(VideoDuration)}>
            {formatDuration(VideoDuration)}
          </time>
        )}
        {watched && (
          <progress
            className={styles.watched}
            max={Math.round(watched.duration)}
            value={Math.round(Math.min(watched.position, watched.duration))}
            aria-label={watchedLabel(formatDuration(watched.position), formatDuration(watched.duration))}
          />
        )}
        {locked ? (
          <span className={styles.lock} role="img" aria-label={lockLabel}>
            <PadlockIcon />
          </span>
        ) : (
          <span className={styles.watchNow}>{WATCH_NOW_LABEL}</span>
        )}
      </div>
      {/* The full title stays the accessible name when the visible one is cut short. */}
      <Heading className={styles.title}>
        <Link
          to={videoAddress(item)}
          className={styles.link}
          aria-label={shownTitle === title ? undefined : title}
          onClick={onClick}
        >
          {shownTitle}
        </Link>
      </Heading>
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
