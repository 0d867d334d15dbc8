// The player store: everything the players show about their media is read from it, and everything
// they do to the media is a request sent to it. It is media-chrome's media store (media-store.ts):
// each state key with the media events that set it (its state mediator), each request with what it
// does (its request map); media-chrome's controls read and request through the same store. Three
// of media-chrome's guesses give way to what the player knows: whether the stream is live, with a
// DVR window, comes from the source (hls.js gives a live stream a finite duration, from which
// media-chrome would read on-demand), where the live edge is comes from the engine (hls.js's live
// sync position), and whether the viewer is at it follows the club's rule (live-edge.ts). The seek
// bar's preview in a live DVR window is asked for at the pointer's place in the window (below). It keeps nothing in storage:
// media-chrome's volume, mute and subtitle-language preferences (localStorage) are off.

import { MediaUIEvents, StreamTypes } from 'media-chrome/dist/constants.js';
import { createMediaStore, type MediaStore } from 'media-chrome/dist/media-store/media-store.js';
import { requestMap } from 'media-chrome/dist/media-store/request-map.js';
import {
  type ReadonlyFacadeProp,
  type StateMediator,
  stateMediator,
} from 'media-chrome/dist/media-store/state-mediator.js';
import { type LivePlaybackEvent, nextBehindLive } from './live-edge.ts';

export type { MediaState } from 'media-chrome/dist/media-store/media-store.js';
export type PlayerStore = MediaStore;

export interface PlayerStoreOptions {
  /** The element that plays. */
  media: HTMLMediaElement;
  /** What full screen shows (the player's frame); the media element when absent. */
  fullscreenElement?: HTMLElement;
  /** The source is a live stream (a DVR window), not an on-demand item. */
  live: boolean;
  /** The engine's live edge (the newest position safe to play), or null before it knows one. */
  liveEdge: () => number | null;
}

const LIVE_PLAYBACK_EVENTS: LivePlaybackEvent[] = ['seeking', 'pause', 'timeupdate'];
const isLivePlaybackEvent = (type: string): type is LivePlaybackEvent =>
  (LIVE_PLAYBACK_EVENTS as string[]).includes(type);

/** `mediaStreamType`: live or on demand as the source says, whatever the duration reads. */
const streamTypeOf = (live: boolean): StateMediator['mediaStreamType'] => ({
  get: () => (live ? StreamTypes.LIVE : StreamTypes.ON_DEMAND),
});

/**
 * `mediaTargetLiveWindow`: every live stream of the club has a DVR window (its playlist slides over
 * the last minutes), which media-chrome's time range then shows; "not applicable" on demand.
 */
const liveWindowOf = (live: boolean): StateMediator['mediaTargetLiveWindow'] => ({
  get: () => (live ? Number.POSITIVE_INFINITY : Number.NaN),
});

/**
 * `mediaTimeIsLive`: the viewer follows the live edge, by the club's rule (nextBehindLive): a seek
 * back into the DVR window or a pause leaves it, a seek to the edge returns, a long stall falls
 * behind. The rule depends on what happened before, so each store keeps its own answer; media-chrome
 * asks again (no event) whenever it refreshes, which leaves the answer as it is.
 */
function followsLive(live: boolean, liveEdge: () => number | null): ReadonlyFacadeProp<boolean> {
  let behind = false;
  return {
    get({ media }, event) {
      if (!live || !media) return false;
      if (event && isLivePlaybackEvent(event.type)) {
        behind = nextBehindLive(behind, event.type, liveEdge(), media.currentTime ?? 0);
      }
      return !behind;
    },
    mediaEvents: LIVE_PLAYBACK_EVENTS,
  };
}

/** The player store over `media` (see the top of this file). */
export function createPlayerStore({
  media,
  fullscreenElement,
  live,
  liveEdge,
}: PlayerStoreOptions): PlayerStore {
  return createMediaStore({
    media,
    fullscreenElement: fullscreenElement ?? media,
    documentElement: document,
    stateMediator: {
      ...stateMediator,
      mediaStreamType: streamTypeOf(live),
      mediaTargetLiveWindow: liveWindowOf(live),
      mediaTimeIsLive: followsLive(live, liveEdge),
    },
    requestMap: {
      ...requestMap,
      // media-chrome's time range asks for the preview at the pointer's share of the seekable end,
      // which is the pointer's time only when what can be sought starts at 0; in a live DVR window
      // it is that share of the window, from its start.
      [MediaUIEvents.MEDIA_PREVIEW_REQUEST](mediator, owners, action) {
        const seekable = owners.media?.seekable;
        if (!live || typeof action.detail !== 'number' || !seekable || seekable.length === 0)
          return requestMap[MediaUIEvents.MEDIA_PREVIEW_REQUEST](mediator, owners, action);
        const start = seekable.start(0);
        const end = seekable.end(seekable.length - 1);
        const detail = end > 0 ? start + (action.detail / end) * (end - start) : action.detail;
        return requestMap[MediaUIEvents.MEDIA_PREVIEW_REQUEST](mediator, owners, { ...action, detail });
      },
      // Back to live: to the engine's edge, playing.
      [MediaUIEvents.MEDIA_SEEK_TO_LIVE_REQUEST](mediator, owners) {
        const edge = liveEdge();
        if (edge === null) return;
        mediator.mediaCurrentTime.set(edge, owners);
        mediator.mediaPaused.set(false, owners);
      },
    },
    options: {
      noVolumePref: true,
      noMutedPref: true,
      noSubtitlesLangPref: true,
      // Spec 001 §9: subtitles are never turned on by themselves.
      defaultSubtitles: false,
      // Playing again after a pause goes on from where it stopped, in the DVR window too.
      noAutoSeekToLive: true,
    },
  });
}
