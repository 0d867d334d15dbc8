// The media engine behind every player: hls.js where Media Source Extensions exist
// (Hls.isSupported(); Chromium also answers 'maybe' for native HLS, which would skip EME and the
// monitoring hooks), the browser's own HLS otherwise. hls.js is imported only when a player
// attaches, so it is never part of a page's first load. It keeps nothing beyond the element it
// drives; destroy() lets go of both.

import { CLEARKEY_KEY_SYSTEM } from '@club/shared/contracts';
import type Hls from 'hls.js';
import { HLS_BACK_BUFFER_SECONDS } from '../constants.ts';
import type { MediaSource } from './resolve-playback.ts';

export interface PlaybackEngine {
  /** The hls.js instance and its class, for monitoring; null on native playback. */
  hls: Hls | null;
  HlsClass: typeof Hls | null;
  /** The newest position it is safe to play at on a live stream, or null. */
  liveEdge(): number | null;
  destroy(): void;
}

export interface AttachOptions {
  /** A fatal playback failure (network, decode, licence). */
  onFatalError: (detail: string) => void;
}

/** Loads hls.js (a separate chunk) and plays `source` in `media`. */
export async function attachEngine(
  media: HTMLMediaElement,
  source: MediaSource,
  { onFatalError }: AttachOptions,
): Promise<PlaybackEngine> {
  const { default: HlsClass } = await import(/* webpackChunkName: "hls" */ 'hls.js');
  if (!HlsClass.isSupported()) {
    media.src = source.url;
    const onError = () => onFatalError(media.error?.message || 'media error');
    media.addEventListener('error', onError);
    return {
      hls: null,
      HlsClass: null,
      liveEdge: () => (media.seekable.length > 0 ? media.seekable.end(media.seekable.length - 1) : null),
      destroy() {
        media.removeEventListener('error', onError);
        media.removeAttribute('src');
        media.load();
      },
    };
  }
  const hls = new HlsClass({
    backBufferLength: HLS_BACK_BUFFER_SECONDS,
    ...(source.licenceUrl
      ? { emeEnabled: true, drmSystems: { [CLEARKEY_KEY_SYSTEM]: { licenseUrl: source.licenceUrl } } }
      : {}),
  });
  hls.on(HlsClass.Events.ERROR, (_event, data) => {
    if (data.fatal) onFatalError(data.details);
  });
  hls.loadSource(source.url);
  hls.attachMedia(media);
  return {
    hls,
    HlsClass,
    liveEdge: () => hls.liveSyncPosition ?? null,
    destroy: () => hls.destroy(),
  };
}
