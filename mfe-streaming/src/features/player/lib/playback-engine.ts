// The media engine behind every player: hls.js where Media Source Extensions exist
// (Hls.isSupported(); Chromium also answers 'maybe' for native HLS, which would skip EME and the
// monitoring hooks), the browser's own HLS otherwise. hls.js is imported only when a player
// attaches, so it is never part of a page's first load. It keeps nothing beyond the element it
// drives; destroy() lets go of both. With hls.js every media request carries the playback
// session's newest token, and one the media service refuses (403, expired) is renewed and tried
// again, so a long video or a live match plays on past its first token; the browser's own HLS keeps
// the playlist's tokens (it has no request hook) and stops when they expire.

import { CLEARKEY_KEY_SYSTEM } from '@club/shared/contracts';
import type Hls from 'hls.js';
import type { HlsConfig, LoadPolicy } from 'hls.js';
import { AUTO_SUBTITLES, HLS_BACK_BUFFER_SECONDS } from '../constants.ts';
import { type PlaybackSession, withPlaybackToken } from './playback-session.ts';
import { mediaTimeAt } from './programme-time.ts';
import type { MediaSource } from './resolve-playback.ts';

export interface PlaybackEngine {
  /** The hls.js instance and its class, for monitoring; null on native playback. */
  hls: Hls | null;
  HlsClass: typeof Hls | null;
  /** The newest position it is safe to play at on a live stream, or null. */
  liveEdge(): number | null;
  /**
   * On a live stream, how many seconds behind the newest media the picture (or sound) is now:
   * hls.js's latency (the playlist's edge, aged since it loaded, less the position), or null
   * before it knows one.
   */
  latency(): number | null;
  /**
   * On a live stream, where the programme time `epochMs` (the playlist's EXT-X-PROGRAM-DATE-TIME) is
   * on the element's timeline (lib/programme-time.ts), or null when it is not in the window.
   */
  mediaTimeAt(epochMs: number): number | null;
  destroy(): void;
}

export interface AttachOptions {
  /** A fatal playback failure (network, decode, licence). */
  onFatalError: (detail: string) => void;
  /** Keeps the media requests' token fresh; without it the playlist's tokens are used as they are. */
  session?: Pick<PlaybackSession, 'token' | 'renew'>;
  /** Where an on-demand video starts, in seconds (resume); from the start when absent, zero or less. */
  startPosition?: number;
}

/** HTTP 403 from the media service: the token is no longer good (services: token_expired). */
const REFUSED_TOKEN_STATUS = 403;

/**
 * A load policy whose failed requests are tried again after a 403 too, once the session has a new
 * token (requests made on the way wait for it). Any other failure is retried as hls.js would. A
 * policy without error retries (hls.js's defaults all have them) is left as it is.
 */
function renewingOnRefusal(policy: LoadPolicy, session: Pick<PlaybackSession, 'renew'>): LoadPolicy {
  const { errorRetry } = policy.default;
  if (!errorRetry) return policy;
  return {
    default: {
      ...policy.default,
      errorRetry: {
        ...errorRetry,
        shouldRetry: (config, retryCount, _isTimeout, response, retry) => {
          if (retry) return true;
          if (response?.code !== REFUSED_TOKEN_STATUS || retryCount >= (config?.maxNumRetry ?? 0))
            return false;
          void session.renew().catch(() => {
            // Refused or failed: the request fails again, and the playback shows why.
          });
          return true;
        },
      },
    },
  };
}

/** hls.js settings for the session: every request carries its newest token; a refused token is renewed (exported for its tests). */
export function sessionConfig(
  HlsClass: typeof Hls,
  session: Pick<PlaybackSession, 'token' | 'renew'>,
): Partial<HlsConfig> {
  const defaults = HlsClass.DefaultConfig;
  return {
    xhrSetup: async (xhr, url) => {
      const token = await session.token().catch(() => null);
      xhr.open('GET', token ? withPlaybackToken(url, token) : url, true);
    },
    manifestLoadPolicy: renewingOnRefusal(defaults.manifestLoadPolicy, session),
    playlistLoadPolicy: renewingOnRefusal(defaults.playlistLoadPolicy, session),
    fragLoadPolicy: renewingOnRefusal(defaults.fragLoadPolicy, session),
  };
}

/**
 * The hls.js settings of every player (exported for its tests): spec 001 §9's 8 s back buffer, where
 * the resumed video starts, the session's token handling, and the licence for live DRM video.
 */
export function engineConfig(
  HlsClass: typeof Hls,
  source: Pick<MediaSource, 'licenceUrl'>,
  { session, resumeAt }: { session?: AttachOptions['session']; resumeAt: number | null },
): Partial<HlsConfig> {
  return {
    backBufferLength: HLS_BACK_BUFFER_SECONDS,
    ...(resumeAt !== null ? { startPosition: resumeAt } : {}),
    ...(session ? sessionConfig(HlsClass, session) : {}),
    ...(source.licenceUrl
      ? { emeEnabled: true, drmSystems: { [CLEARKEY_KEY_SYSTEM]: { licenseUrl: source.licenceUrl } } }
      : {}),
  };
}

/**
 * What an engine is told before it loads anything (exported for its tests): spec 001 §9 "Auto
 * subtitles are disabled", so a subtitle track the playlist marks DEFAULT or AUTOSELECT is loaded
 * hidden, never shown unless the viewer turns it on.
 */
export function startEngine(hls: Hls): Hls {
  hls.subtitleDisplay = AUTO_SUBTITLES;
  return hls;
}

/** Loads hls.js (a separate chunk) and plays `source` in `media`. */
export async function attachEngine(
  media: HTMLMediaElement,
  source: MediaSource,
  { onFatalError, session, startPosition }: AttachOptions,
): Promise<PlaybackEngine> {
  const { default: HlsClass } = await import(/* webpackChunkName: "hls" */ 'hls.js');
  const resumeAt = startPosition && startPosition > 0 ? startPosition : null;
  if (!HlsClass.isSupported()) {
    if (resumeAt !== null) {
      media.addEventListener(
        'loadedmetadata',
        () => {
          media.currentTime = resumeAt;
        },
        { once: true },
      );
    }
    media.src = source.url;
    const onError = () => onFatalError(media.error?.message || 'media error');
    media.addEventListener('error', onError);
    return {
      hls: null,
      HlsClass: null,
      liveEdge: () => (media.seekable.length > 0 ? media.seekable.end(media.seekable.length - 1) : null),
      latency: () =>
        media.seekable.length > 0 ? media.seekable.end(media.seekable.length - 1) - media.currentTime : null,
      // Native HLS dates the timeline's start (Safari's getStartDate); elsewhere it says nothing.
      mediaTimeAt: (epochMs) => {
        const start = (media as HTMLMediaElement & { getStartDate?: () => Date }).getStartDate?.().getTime();
        if (start === undefined || Number.isNaN(start) || media.seekable.length === 0) return null;
        const time = (epochMs - start) / 1000;
        const inWindow =
          time >= media.seekable.start(0) && time <= media.seekable.end(media.seekable.length - 1);
        return inWindow ? time : null;
      },
      destroy() {
        media.removeEventListener('error', onError);
        media.removeAttribute('src');
        media.load();
      },
    };
  }
  const hls = startEngine(new HlsClass(engineConfig(HlsClass, source, { session, resumeAt })));
  hls.on(HlsClass.Events.ERROR, (_event, data) => {
    if (data.fatal) onFatalError(data.details);
  });
  hls.loadSource(source.url);
  hls.attachMedia(media);
  return {
    hls,
    HlsClass,
    liveEdge: () => hls.liveSyncPosition ?? null,
    // hls.js says 0 until the first live playlist: no figure yet.
    latency: () => (hls.liveSyncPosition === null ? null : hls.latency),
    mediaTimeAt: (epochMs) => mediaTimeAt(hls.latestLevelDetails?.fragments ?? [], epochMs),
    destroy: () => hls.destroy(),
  };
}
