import { $audioPlayer, closeAudioPlayer } from '@club/shared/stores';
import { LoadError } from '@club/shared/ui';
import { useStore } from '@nanostores/react';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import {
  AUDIO_CONNECTION_ERROR,
  AUDIO_IMAGE_ALT,
  AUDIO_MEDIA_ERROR,
  AUDIO_PANEL_TITLE,
  AUDIO_STATES,
  CLOSE_AUDIO_LABEL,
  COMMENTARY_EARLIER_LABEL,
  COMMENTARY_LATER_LABEL,
  COMMENTARY_NUDGE_GROUP_LABEL,
  FULL_VOLUME,
  liveDelayText,
  PAUSE_STREAM_LABEL,
  PLAY_STREAM_LABEL,
  PROVIDER_AUDIO_VOLUME_DELAY_MS,
} from '../constants.ts';
import { useAudioReadiness } from '../hooks/use-audio-readiness.ts';
import { useLiveDelay } from '../hooks/use-live-delay.ts';
import { useMediaEngine } from '../hooks/use-media-engine.ts';
import { useMediaSession } from '../hooks/use-media-session.ts';
import { usePlayback } from '../hooks/use-playback.ts';
import { useMediaState, usePlayerStore } from '../hooks/use-player-store.ts';
import { audioStateOf } from '../lib/audio-state.ts';
import { type Nudge, nudgedPosition } from '../lib/commentary-nudge.ts';
import { PlayerRequests } from '../lib/player-requests.ts';
import { audioBarSizes } from '../lib/player-sizes.ts';
import styles from './audio-player.module.css';
import playerStyles from './player.module.css';
import { RefusalNotice } from './refusal-notice.tsx';

/**
 * `./AudioPlayerModal`, the shell's slot 10 (spec 001 §2 "Audio player panel", §4 "Live audio
 * player"): the persistent 'Live Audio' bar. It loads the stream asset, opens the websocket session
 * for a live stream, asks the session check (on-demand audio: the payment provider's library,
 * lib/resolve-playback.ts), and plays once ready (100 ms, then 400 ms) with Play stream and Pause
 * stream; idle or disabled streams show the offline image, refusals their message.
 * It does not lock the page: focus moves to it when it opens and goes back when it closes.
 */
export function AudioPlayerModal() {
  const { modalOpen, entryID, currentTitle } = useStore($audioPlayer);
  if (!modalOpen || !entryID) return null;
  return <AudioPanel key={entryID} entryID={entryID} title={currentTitle} />;
}

function AudioPanel({ entryID, title }: { entryID: string; title: string }) {
  const headingId = useId();
  const panel = useRef<HTMLElement>(null);
  const audio = useRef<HTMLAudioElement>(null);
  const { state, retry } = usePlayback({ kind: 'stream', assetId: entryID });
  const granted = state.status === 'playable';
  const readiness = useAudioReadiness(granted, granted ? state.media.url : null);

  // Focus in on open, back to the opener on close; the bar is not modal, so Tab may leave it.
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  // Step 4: the player loads 100 ms after the reply.
  const media = granted && readiness !== 'waiting' ? state.media : null;
  const {
    failed: mediaFailed,
    liveEdge,
    latency,
  } = useMediaEngine(audio, {
    media,
    session: granted ? state.session : undefined,
    videoId: entryID,
    title,
    autoplay: false,
    failureLog: '[mfe-streaming] audio playback failed:',
  });
  const store = usePlayerStore(audio, { live: media?.live ?? false, liveEdge });
  const delay = useLiveDelay(latency, media?.live ?? false);
  const paused = useMediaState(store, 'mediaPaused') ?? true;
  const hasPlayed = useMediaState(store, 'mediaHasPlayed') ?? false;
  // Ready once the spec's delay has passed and the store, which plays it, is there.
  const ready = granted && readiness === 'ready' && store !== null;
  const playerState = audioStateOf({ ready, paused, hasPlayed });

  // Step 5: play sets the volume to full, 500 ms after play in the payment-provider variant.
  const volumeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(volumeTimer.current), []);
  const play = () => {
    const fullVolume = () =>
      store?.dispatch({ type: PlayerRequests.MEDIA_VOLUME_REQUEST, detail: FULL_VOLUME });
    clearTimeout(volumeTimer.current);
    if (media?.grantedBy === 'payment-provider')
      volumeTimer.current = setTimeout(fullVolume, PROVIDER_AUDIO_VOLUME_DELAY_MS);
    else fullVolume();
    store?.dispatch({ type: PlayerRequests.MEDIA_PLAY_REQUEST });
  };
  const pause = () => store?.dispatch({ type: PlayerRequests.MEDIA_PAUSE_REQUEST });
  // Live commentary, a second earlier or later (lib/commentary-nudge.ts), inside the DVR window.
  const nudge = (direction: Nudge) => {
    const element = audio.current;
    if (!element || !store) return;
    const start = element.seekable.length > 0 ? element.seekable.start(0) : 0;
    const detail = nudgedPosition(element.currentTime, direction, { start, edge: liveEdge() });
    store.dispatch({ type: PlayerRequests.MEDIA_SEEK_REQUEST, detail });
  };

  const asset = state.asset;
  // Step 6: idle or disabled shows the offline image, otherwise the poster.
  const image = asset ? (asset.status === 'active' ? asset.posterUrl : asset.offlineUrl) : null;
  useMediaSession(
    ready ? store : null,
    audio,
    { title, artwork: image ?? undefined, live: media?.live ?? false },
    play,
  );
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      closeAudioPlayer();
    }
  };

  return (
    <section
      ref={panel}
      className={styles.bar}
      aria-labelledby={headingId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      data-audio-state={playerState}
      data-audio-player=""
      style={audioBarSizes()}
    >
      {image && <img className={styles.image} src={image} width={600} height={600} alt={AUDIO_IMAGE_ALT} />}
      <div className={styles.player} data-audio-controls="">
        <div className={styles.text}>
          <h2 id={headingId} className={styles.heading}>
            {AUDIO_PANEL_TITLE}
          </h2>
          <p className={styles.title}>{asset?.title ?? title}</p>
        </div>
        <div className={styles.controls}>
          {state.status === 'refused' && (
            <RefusalNotice refusal={state.refusal} onNavigate={closeAudioPlayer} onRetry={retry} />
          )}
          {state.status === 'failed' && <LoadError message={AUDIO_CONNECTION_ERROR} onRetry={retry} />}
          {mediaFailed && <LoadError message={AUDIO_MEDIA_ERROR} onRetry={retry} />}
          {(state.status === 'playable' || state.status === 'checking' || state.status === 'offline') &&
            !mediaFailed && (
              <>
                {playerState === AUDIO_STATES.playing ? (
                  <button type="button" className={styles.button} onClick={pause}>
                    {PAUSE_STREAM_LABEL}
                  </button>
                ) : (
                  <button
                    type="button"
                    className={styles.button}
                    onClick={play}
                    disabled={playerState === AUDIO_STATES.notReady}
                  >
                    {PLAY_STREAM_LABEL}
                  </button>
                )}
                <span className={styles.state} role="status">
                  {playerState}
                </span>
                {media?.live && hasPlayed && (
                  <fieldset className={styles.nudge}>
                    <legend className={playerStyles.visuallyHidden}>{COMMENTARY_NUDGE_GROUP_LABEL}</legend>
                    <button type="button" className={styles.close} onClick={() => nudge('later')}>
                      {COMMENTARY_LATER_LABEL}
                    </button>
                    <button type="button" className={styles.close} onClick={() => nudge('earlier')}>
                      {COMMENTARY_EARLIER_LABEL}
                    </button>
                    {delay !== null && <span data-live-delay={delay}>{liveDelayText(delay)}</span>}
                  </fieldset>
                )}
              </>
            )}
          <button type="button" className={styles.close} onClick={closeAudioPlayer}>
            {CLOSE_AUDIO_LABEL}
          </button>
        </div>
      </div>
      {/* biome-ignore lint/a11y/useMediaCaption: live commentary has no caption track */}
      <audio ref={audio} className={styles.audio} />
      {playerState === AUDIO_STATES.playing && <span className={styles.pulse} aria-hidden="true" />}
    </section>
  );
}
