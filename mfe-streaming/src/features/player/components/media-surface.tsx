import { LoadError, SpoilerFreeSwitch } from '@club/shared/ui';
import { type CSSProperties, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useSpoilerFree } from '../../../hooks/use-spoiler-free.ts';
import {
  AT_LIVE_LABEL,
  BACK_TO_LIVE_LABEL,
  CAPTIONS_LABEL,
  CAPTIONS_OFF_LABEL,
  CATCH_UP_LABEL,
  KEY_MOMENTS_LABEL,
  keyMomentPlayingText,
  liveDelayText,
  PICTURE_IN_PICTURE_LABEL,
  PLAYBACK_RATE_LABEL,
  PLAYBACK_RATES,
  PLAYER_MEDIA_ERROR,
  SHORTCUTS_HINT,
  START_OVER_LABEL,
  THUMBNAILS_TRACK_LABEL,
} from '../constants.ts';
import { useCaptions } from '../hooks/use-captions.ts';
import { useCatchUp } from '../hooks/use-catch-up.ts';
import { useKeyMoments, useLiveKeyMoments } from '../hooks/use-key-moments.ts';
import { type KeyboardPreview, useKeyboardPreview } from '../hooks/use-keyboard-preview.ts';
import { useLiveDelay } from '../hooks/use-live-delay.ts';
import { useLiveStoryboard } from '../hooks/use-live-storyboard.ts';
import { useMediaChrome } from '../hooks/use-media-chrome.ts';
import { useMediaEngine } from '../hooks/use-media-engine.ts';
import { useMediaSession } from '../hooks/use-media-session.ts';
import { useMediaState, usePlayerStore } from '../hooks/use-player-store.ts';
import { useResumeSaving } from '../hooks/use-resume-saving.ts';
import { CAPTIONS_OFF, isCaptionChoice } from '../lib/captions.ts';
import { momentStart, type ReplayMoment } from '../lib/key-moments.ts';
import {
  isPlaybackRate,
  playbackRateText,
  rememberedPlaybackRate,
  rememberPlaybackRate,
} from '../lib/playback-rate.ts';
import type { PlaybackSession } from '../lib/playback-session.ts';
import { type PlayerRequest, PlayerRequests } from '../lib/player-requests.ts';
import type { MediaSource } from '../lib/resolve-playback.ts';
import type { SaveProgress } from '../lib/resume-saver.ts';
import { controlUsesKey, shortcutFor, shortcutRequests } from '../lib/shortcuts.ts';
import styles from './player.module.css';

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
  /** The stream's picture, for the lock screen (the Media Session). */
  artwork?: string | undefined;
  /** Retry after a media failure (asks for access again). */
  onRetry: () => void;
}

/**
 * The picture (or sound) of a player: the media element driven by the engine (useMediaEngine), the
 * player store over it (useMediaState reads it, every control sends it requests), media-chrome's
 * controls, the keyboard shortcuts, picture in picture, 'Start from the beginning' after a resume,
 * the speed and the captions of an on-demand video (those chosen last), the seek bar's previews (on
 * demand and in a live video's DVR window, under the pointer and for a moment after a keyboard
 * seek), the key moments of a full-match replay or of the DVR window of a match's own live video
 * (chapters of the seek bar and a list that plays from just before each; no goals in spoiler-free
 * mode, whose switch the tools then carry), the lock screen's controls (the Media Session), and,
 * for live video, 'Live' or 'Back to live' inside the stream's DVR window, how far behind the
 * newest media it plays, and 'Catch up' (a little faster back to the edge).
 */
export function MediaSurface({
  media,
  session,
  videoId,
  title,
  startAt,
  saveProgress,
  artwork,
  onRetry,
}: MediaSurfaceProps) {
  const element = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const controller = useRef<HTMLElement>(null);
  const [resumed, setResumed] = useState((startAt ?? 0) > 0);
  const hintId = useId();
  const speedId = useId();
  const captionsId = useId();

  useResumeSaving(element, { live: media.live, startAt, saveProgress });
  const { failed, liveEdge, latency, mediaTimeAt } = useMediaEngine(element, {
    media,
    session,
    videoId,
    title,
    startAt,
    autoplay: true,
    failureLog: '[mfe-streaming] playback failed:',
  });
  const store = usePlayerStore(element, { live: media.live, liveEdge, fullscreen: frame });
  // The seek bar's previews wait for the controls, which come with the picture's first data: a
  // replay's storyboard is 3,000 cues the browser parses, which the first frame need not wait for.
  const controlsDrawn = useMediaChrome(controller, element, store);
  useLiveStoryboard(element, {
    path: media.kind === 'video' && controlsDrawn ? (media.liveStoryboardPath ?? null) : null,
    token: () => (session ? session.token() : Promise.resolve(media.token)),
    mediaTimeAt,
  });
  const delay = useLiveDelay(latency, media.live);
  const catchUp = useCatchUp(element, store, liveEdge);
  useMediaSession(store, element, { title, artwork, live: media.live });
  const atLive = useMediaState(store, 'mediaTimeIsLive') ?? true;
  const speedChoice = media.kind === 'video' && !media.live;
  const captions = useCaptions(element, media.kind === 'video' ? (media.captionsPath ?? null) : null);
  const spoilers = useSpoilerFree();
  const replay = useKeyMoments(speedChoice ? videoId : null, spoilers.on);
  const liveMatch = useLiveKeyMoments(
    media.live && media.kind === 'video' ? videoId : null,
    mediaTimeAt,
    spoilers.on,
  );
  const { moments, chaptersUrl } = media.live ? liveMatch : replay;
  const [momentPlaying, setMomentPlaying] = useState('');
  const [rate, setRate] = useState(rememberedPlaybackRate);
  const keyboardPreview = useKeyboardPreview(element, store);
  const pipUnavailable = useMediaState(store, 'mediaPipUnavailable');
  const isPip = useMediaState(store, 'mediaIsPip');

  // The video overlay opens with focus on its dialog, where the shortcuts below hear nothing: the
  // picture takes it as soon as it is drawn, so k, j, l and m work from the moment the player opens
  // (Tab still reaches its controls). Focus already moved by the supporter is left where it is.
  // Looked at once this render's effects have all run: drawn with the overlay, the surface's own
  // effect runs before the dialog's, which is what focuses the dialog.
  useEffect(() => {
    let drawn = true;
    queueMicrotask(() => {
      const dialog = frame.current?.closest('[role="dialog"]');
      if (drawn && dialog && document.activeElement === dialog) element.current?.focus();
    });
    return () => {
      drawn = false;
    };
  }, []);

  const request = (...requests: PlayerRequest[]) => {
    for (const each of requests) store?.dispatch(each);
  };

  // Plays at `value`, and keeps to it: the element's default speed is set too, because loading a
  // source (hls.js attaching) puts the speed back to it.
  const applyRate = (value: number) => {
    if (element.current) element.current.defaultPlaybackRate = value;
    request({ type: PlayerRequests.MEDIA_PLAYBACK_RATE_REQUEST, detail: value });
  };

  // An on-demand video starts at the speed chosen last.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the store is there
  useEffect(() => {
    if (speedChoice && store) applyRate(rate);
  }, [store]);

  const chooseRate = (value: number) => {
    if (!isPlaybackRate(value)) return;
    setRate(value);
    rememberPlaybackRate(value);
    applyRate(value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || !store) return;
    if (controlUsesKey(event.target as Element, event.key)) return;
    const action = shortcutFor(event.key);
    if (!action) return;
    event.preventDefault();
    // The store learns of a seek from the media's events, a task later; the element's position is
    // already the sought one, so quick presses of l or j add up.
    const state = store.getState();
    const mediaCurrentTime = element.current?.currentTime ?? state.mediaCurrentTime;
    request(...shortcutRequests(action, { ...state, mediaCurrentTime }));
    if (action.kind === 'seek' && element.current) keyboardPreview.show(element.current.currentTime);
  };

  // The seek bar moves the media itself on its arrow keys; once it has, its frame shows.
  const onKeyUp = (event: KeyboardEvent<HTMLDivElement>) => {
    const onSeekBar = (event.target as Element).closest('media-time-range');
    if (onSeekBar && controlUsesKey(onSeekBar, event.key) && element.current)
      keyboardPreview.show(element.current.currentTime);
  };

  // A key moment plays from a few seconds before it, and says so to screen readers.
  const playMoment = (moment: ReplayMoment) => {
    setResumed(false);
    setMomentPlaying(keyMomentPlayingText(moment.text));
    request(
      { type: PlayerRequests.MEDIA_SEEK_REQUEST, detail: momentStart(moment) },
      { type: PlayerRequests.MEDIA_PLAY_REQUEST },
    );
  };

  const startOver = () => {
    setResumed(false);
    request(
      { type: PlayerRequests.MEDIA_SEEK_REQUEST, detail: 0 },
      { type: PlayerRequests.MEDIA_PLAY_REQUEST },
    );
  };

  if (failed) return <LoadError message={PLAYER_MEDIA_ERROR} onRetry={onRetry} />;

  const video = media.kind === 'video';
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the keys act on the player whose control or picture has focus
    <div
      ref={frame}
      className={video ? styles.surface : styles.audioSurface}
      onKeyDown={onKeyDown}
      onKeyUp={onKeyUp}
    >
      <media-controller
        ref={controller}
        className={video ? styles.controller : styles.audioController}
        audio={!video}
        nohotkeys
        nodefaultstore
        aria-describedby={hintId}
      >
        {video ? (
          // biome-ignore lint/a11y/useMediaCaption: an on-demand video's tracks are subtitles, listed by its media service once it opens; live streams carry none
          <video
            ref={element}
            slot="media"
            className={styles.video}
            // The caption tracks come from the media service's origin.
            crossOrigin="anonymous"
            playsInline
            tabIndex={-1}
            aria-label={title}
            aria-describedby={hintId}
            data-player-media="video"
          >
            {chaptersUrl && (
              // The key moments as chapters: the seek bar draws a gap at each and names the one under
              // the pointer. A new track when they change (spoiler-free mode, a live window moving
              // on), which the seek bar is told of once its cues have loaded (chaptersLoaded).
              <track
                key={chaptersUrl}
                ref={chaptersLoaded}
                kind="chapters"
                label={KEY_MOMENTS_LABEL}
                srcLang="en"
                src={chaptersUrl}
                default
              />
            )}
            {media.storyboardUrl && controlsDrawn && (
              // The seek bar's previews: media-chrome's time range shows the tile of the time under
              // the pointer. `default` makes a metadata track hidden, which is what loads its cues.
              <track kind="metadata" label={THUMBNAILS_TRACK_LABEL} src={media.storyboardUrl} default />
            )}
            {captions.tracks.map((track) => (
              <track
                key={track.language}
                kind="subtitles"
                srcLang={track.language}
                label={track.label}
                src={track.url}
              />
            ))}
          </video>
        ) : (
          // biome-ignore lint/a11y/useMediaCaption: commentary streams carry no caption tracks
          <audio
            ref={element}
            slot="media"
            tabIndex={-1}
            aria-label={title}
            aria-describedby={hintId}
            data-player-media="audio"
          />
        )}
        {video && <media-loading-indicator slot="centered-chrome" noautohide />}
        {keyboardPreview.preview && <PreviewTile preview={keyboardPreview.preview} />}
        <media-control-bar className={styles.controlBar}>
          <media-play-button />
          <media-time-range />
          <media-time-display showduration={!media.live} notoggle />
          <media-mute-button />
          <media-volume-range />
          {video && <media-fullscreen-button />}
        </media-control-bar>
      </media-controller>
      <p id={hintId} className={styles.visuallyHidden}>
        {SHORTCUTS_HINT}
      </p>
      <p className={styles.visuallyHidden} role="status">
        {momentPlaying}
      </p>
      <div className={styles.tools}>
        {video && pipUnavailable === undefined && store && (
          <button
            type="button"
            className={styles.tool}
            onClick={() =>
              request({
                type: isPip ? PlayerRequests.MEDIA_EXIT_PIP_REQUEST : PlayerRequests.MEDIA_ENTER_PIP_REQUEST,
              })
            }
          >
            {PICTURE_IN_PICTURE_LABEL}
          </button>
        )}
        {speedChoice && (
          <span className={styles.tool}>
            <label htmlFor={speedId}>{PLAYBACK_RATE_LABEL}</label>
            <select
              id={speedId}
              className={styles.select}
              value={rate}
              onChange={(event) => chooseRate(Number(event.currentTarget.value))}
            >
              {PLAYBACK_RATES.map((each) => (
                <option key={each} value={each}>
                  {playbackRateText(each)}
                </option>
              ))}
            </select>
          </span>
        )}
        {captions.tracks.length > 0 && (
          <span className={styles.tool}>
            <label htmlFor={captionsId}>{CAPTIONS_LABEL}</label>
            <select
              id={captionsId}
              className={styles.select}
              value={captions.choice}
              onChange={(event) => {
                const { value } = event.currentTarget;
                if (isCaptionChoice(value)) captions.choose(value);
              }}
            >
              <option value={CAPTIONS_OFF}>{CAPTIONS_OFF_LABEL}</option>
              {captions.tracks.map((track) => (
                <option key={track.language} value={track.language} lang={track.language}>
                  {track.label}
                </option>
              ))}
            </select>
          </span>
        )}
        {moments.length > 0 && <SpoilerFreeSwitch />}
        {moments.length > 0 && (
          <details className={styles.moments} data-key-moments="">
            <summary className={styles.tool}>{KEY_MOMENTS_LABEL}</summary>
            <ol className={styles.momentList}>
              {moments.map((moment) => (
                <li key={`${moment.kind}-${moment.seconds}-${moment.text}`}>
                  <button
                    type="button"
                    className={styles.moment}
                    data-moment={moment.kind}
                    data-seconds={moment.seconds}
                    onClick={() => playMoment(moment)}
                  >
                    {moment.text}
                  </button>
                </li>
              ))}
            </ol>
          </details>
        )}
        {resumed && (
          <button type="button" className={styles.tool} onClick={startOver}>
            {START_OVER_LABEL}
          </button>
        )}
        {media.live && (
          <>
            {/* Always there on a live stream, so keyboard focus never loses it as the edge moves. */}
            <button
              type="button"
              className={styles.tool}
              onClick={() => {
                catchUp.stop();
                request({ type: PlayerRequests.MEDIA_SEEK_TO_LIVE_REQUEST });
              }}
              data-behind-live={!atLive}
            >
              {BACK_TO_LIVE_LABEL}
            </button>
            {video && (
              <button
                type="button"
                className={styles.tool}
                aria-pressed={catchUp.catchingUp}
                onClick={catchUp.catchingUp ? catchUp.stop : catchUp.start}
              >
                {CATCH_UP_LABEL}
              </button>
            )}
            {atLive && <span className={styles.liveBadge}>{AT_LIVE_LABEL}</span>}
            {delay !== null && (
              <span className={styles.delay} data-live-delay={delay}>
                {liveDelayText(delay)}
              </span>
            )}
          </>
        )}
      </div>
    </div>
  );
}

/**
 * media-chrome reads a chapters track's cues when the media's text tracks change, and when the
 * chapters track it found first has loaded; a track put in its place later (other moments) loads
 * after the change it made, unheard. Once it has loaded, its text tracks say they changed again.
 */
function chaptersLoaded(track: HTMLTrackElement | null): (() => void) | undefined {
  if (!track) return;
  const media = track.parentElement;
  const changed = () => (media as HTMLMediaElement | null)?.textTracks.dispatchEvent(new Event('change'));
  track.addEventListener('load', changed);
  return () => track.removeEventListener('load', changed);
}

/**
 * The storyboard's frame a keyboard seek landed on, above the seek bar at that point (the tile of
 * the sprite as the background, as media-chrome's own preview draws it). Only a picture: the seek
 * bar itself says the new time.
 */
function PreviewTile({ preview }: { preview: KeyboardPreview }) {
  const { image, x, y, width, height } = preview.tile;
  const style = {
    '--preview-at': String(preview.ratio),
    '--preview-width': `${width}px`,
    blockSize: `${height}px`,
    backgroundImage: `url("${image}")`,
    backgroundPosition: `-${x}px -${y}px`,
  } as CSSProperties;
  return <div className={styles.keyboardPreview} style={style} data-keyboard-preview="" aria-hidden="true" />;
}
