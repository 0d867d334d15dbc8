// QoE monitoring of a playback with mux-embed (issue 12 item 7): startup time, rebuffering, errors
// and the rest go to the collection domain of the runtime config (locally the services' collector).
// mux-embed is imported only when a player starts, like hls.js. The viewer is named by a hash of the
// account id, never the id itself; nothing else about the user is sent.
import { requireRuntimeConfig } from '@club/shared/config';
import { PLAYER_NAME } from '../constants.ts';
import type { PlaybackEngine } from './playback-engine.ts';

export interface QoeVideo {
  id: string;
  title: string;
  live: boolean;
}

/** SHA-256 of the account id, hex: stable per viewer, not reversible to the id. */
export async function hashViewerId(userId: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(userId));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Starts monitoring `media` for this video; the returned function ends the view (it flushes the
 * beacons). Does nothing, and returns a no-op, when the runtime config has no Mux settings.
 */
export async function monitorPlayback(
  media: HTMLMediaElement,
  engine: PlaybackEngine,
  video: QoeVideo,
  userId: string | null,
  playerInitTime: number,
): Promise<() => void> {
  const settings = requireRuntimeConfig().settings.mux;
  if (!settings) return () => {};
  const [{ default: mux }, viewer] = await Promise.all([
    import(/* webpackChunkName: "mux-embed" */ 'mux-embed'),
    userId ? hashViewerId(userId) : Promise.resolve(undefined),
  ]);
  mux.monitor(media, {
    debug: false,
    beaconCollectionDomain: settings.beaconCollectionDomain,
    ...(engine.hls && engine.HlsClass ? { hlsjs: engine.hls, Hls: engine.HlsClass } : {}),
    data: {
      env_key: settings.envKey,
      player_name: PLAYER_NAME,
      player_version: __RELEASE__,
      player_init_time: playerInitTime,
      video_id: video.id,
      video_title: video.title,
      video_stream_type: video.live ? 'live' : 'on-demand',
      ...(viewer ? { viewer_user_id: viewer } : {}),
    },
  });
  return () => {
    // The element carries mux's handle once monitored; ending the view flushes what is batched.
    const monitored = media as HTMLMediaElement & { mux?: { destroy(): void } };
    monitored.mux?.destroy();
  };
}
