import { LoadError } from '@club/shared/ui';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import {
  AT_LIVE_LABEL,
  BACK_TO_LIVE_LABEL,
  PICTURE_IN_PICTURE_LABEL,
  PLAYER_MEDIA_ERROR,
  SHORTCUTS_HINT,
  START_OVER_LABEL,
} from '../constants.ts';
import { useMediaEngine } from '../hooks/use-media-engine.ts';
import { useResumeSaving } from '../hooks/use-resume-saving.ts';
import { type LivePlaybackEvent, nextBehindLive } from '../lib/live-edge.ts';
import type { PlaybackSession } from '../lib/playback-session.ts';
import type { MediaSource } from '../lib/resolve-playback.ts';
import type { SaveProgress } from '../lib/resume-saver.ts';
import { applyShortcut, shortcutFor } from '../lib/shortcuts.ts';
import styles from './player.module.css';

const LIVE_PLAYBACK_EVENTS: LivePlaybackEvent[] = ['seeking', 'pause', 'timeupdate'];

export interface MediaSurfaceProps {
  media: MediaSource;
  /** Keeps the token fresh; told when the player is ready (the izSession handover). */
  session?: PlaybackSession;
  /** What is playing, for monitoring and the element's name. */
  videoId: string;
  title: string;
  /** Where to start an on-demand video (resume), in seconds. */
  startAt?: number;
  /** Saves where an on-demand video stands (resume), while playing, on pause and on close. */
  saveProgress?: SaveProgress;
  /** Retry after a media failure (asks for access again). */
  onRetry: () => void;
}

/**
 * The picture (or sound) of a player: the media element with the browser's controls, driven by the
 * engine, monitored, with keyboard shortcuts, picture in picture and, for live video, 'Back to live'
 * inside the stream's DVR window.
 */
export function MediaSurface({
  media,
  session,
  videoId,
  title,
  startAt,
  saveProgress,
  onRetry,
}: MediaSurfaceProps) {
  const element = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const [behindLive, setBehindLive] = useState(false);
  const [resumed, setResumed] = useState((startAt ?? 0) > 0);

  useResumeSaving(element, { live: media.live, startAt, saveProgress });
  const { failed, liveEdge } = useMediaEngine(element, {
    media,
    session,
    videoId,
    title,
    startAt,
    autoplay: true,
    failureLog: '[mfe-streaming] playback failed:',
  });

  // 'Live' or 'Back to live': where the viewer stands in the DVR window (lib/live-edge.ts).
  useEffect(() => {
    const node = element.current;
    if (!node || !media.live) return;
    const track = (event: Event) => {
      const edge = liveEdge();
      setBehindLive((behind) =>
        nextBehindLive(behind, event.type as LivePlaybackEvent, edge, node.currentTime),
      );
    };
    for (const type of LIVE_PLAYBACK_EVENTS) node.addEventListener(type, track);
    return () => {
      for (const type of LIVE_PLAYBACK_EVENTS) node.removeEventListener(type, track);
    };
  }, [media.live, liveEdge]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (target.closest('button, a, input, select, textarea')) return;
    const action = shortcutFor(event.key);
    const node = element.current;
    if (!action || !node || !frame.current) return;
    event.preventDefault();
    applyShortcut(node, action, frame.current);
  };

  const backToLive = () => {
    const node = element.current;
    const edge = liveEdge();
    if (node && edge !== null) {
      node.currentTime = edge;
      void node.play().catch(() => {});
    }
  };

  const startOver = () => {
    const node = element.current;
    if (!node) return;
    node.currentTime = 0;
    setResumed(false);
    void node.play().catch(() => {});
  };

  const pictureInPicture = () => {
    const node = element.current;
    if (!node) return;
    if (document.pictureInPictureElement) void document.exitPictureInPicture().catch(() => {});
    else void node.requestPictureInPicture?.().catch(() => {});
  };

  if (failed) return <LoadError message={PLAYER_MEDIA_ERROR} onRetry={onRetry} />;

  const hintId = `shortcuts-${videoId}`;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the keys act on the media element inside, which has focus
    <div
      ref={frame}
      className={media.kind === 'video' ? styles.surface : styles.audioSurface}
      onKeyDown={onKeyDown}
    >
      {media.kind === 'video' ? (
        // biome-ignore lint/a11y/useMediaCaption: the club's streams carry no caption tracks (spec 001 §9: auto subtitles are disabled)
        <video
          ref={element}
          className={styles.video}
          controls
          playsInline
          aria-label={title}
          aria-describedby={hintId}
          data-player-media="video"
        />
      ) : (
        // biome-ignore lint/a11y/useMediaCaption: commentary streams carry no caption tracks
        <audio
          ref={element}
          controls
          aria-label={title}
          aria-describedby={hintId}
          data-player-media="audio"
        />
      )}
      <p id={hintId} className={styles.hint}>
        {SHORTCUTS_HINT}
      </p>
      <div className={styles.tools}>
        {media.kind === 'video' && typeof document !== 'undefined' && document.pictureInPictureEnabled && (
          <button type="button" className={styles.tool} onClick={pictureInPicture}>
            {PICTURE_IN_PICTURE_LABEL}
          </button>
        )}
        {resumed && (
          <button type="button" className={styles.tool} onClick={startOver}>
            {START_OVER_LABEL}
          </button>
        )}
        {media.live && (
          <>
            {/* Always there on a live stream, so keyboard focus never loses it as the edge moves. */}
            <button type="button" className={styles.tool} onClick={backToLive} data-behind-live={behindLive}>
              {BACK_TO_LIVE_LABEL}
            </button>
            {!behindLive && <span className={styles.liveBadge}>{AT_LIVE_LABEL}</span>}
          </>
        )}
      </div>
    </div>
  );
}
