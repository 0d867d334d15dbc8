// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { playingMedia } from '../../../testing/playing-media.ts';
import { LIVE_DRIFT_TOLERANCE_SECONDS, LIVE_EDGE_TOLERANCE_SECONDS } from '../constants.ts';
import { PlayerRequests } from './player-requests.ts';
import { createPlayerStore, type MediaState, type PlayerStore } from './player-store.ts';

const EDGE = 100;
const unsubscribes: Array<() => void> = [];

/** A store over a playing <video>, watched (media-chrome monitors the media only while someone is). */
async function watched(live: boolean, liveEdge: () => number | null = () => EDGE) {
  const media = playingMedia(document.createElement('video'));
  const store = createPlayerStore({ media: media.element, live, liveEdge });
  unsubscribes.push(store.subscribe(() => {}));
  // The store takes its media on in a microtask.
  await vi.waitFor(() => expect(store.getState().mediaPaused).toBe(true));
  return { media, store };
}

const read = <K extends keyof MediaState>(store: PlayerStore, key: K) => store.getState()[key];

afterEach(() => {
  for (const unsubscribe of unsubscribes.splice(0)) unsubscribe();
  localStorage.clear();
});

describe('the player store', () => {
  it('takes a live stream with its DVR window, or an on-demand one, from the source, whatever the duration says', async () => {
    // hls.js gives a live stream a finite duration, which media-chrome alone would read as on demand.
    const live = (await watched(true)).store;
    expect(read(live, 'mediaStreamType')).toBe('live');
    // With a DVR window, which media-chrome's time range shows.
    expect(read(live, 'mediaTargetLiveWindow')).toBe(Number.POSITIVE_INFINITY);
    expect(read((await watched(false)).store, 'mediaStreamType')).toBe('on-demand');
  });

  it('is at live until a seek back into the DVR window, and again after Back to live', async () => {
    const { media, store } = await watched(true);
    expect(read(store, 'mediaTimeIsLive')).toBe(true);

    store.dispatch({
      type: PlayerRequests.MEDIA_SEEK_REQUEST,
      detail: EDGE - LIVE_EDGE_TOLERANCE_SECONDS - 7,
    });
    await vi.waitFor(() => expect(read(store, 'mediaTimeIsLive')).toBe(false));

    store.dispatch({ type: PlayerRequests.MEDIA_SEEK_TO_LIVE_REQUEST });
    expect(media.seeks.at(-1)).toBe(EDGE);
    expect(read(store, 'mediaPaused')).toBe(false);
    await vi.waitFor(() => expect(read(store, 'mediaTimeIsLive')).toBe(true));
  });

  it('is behind live once paused, and stays behind when playing on from there', async () => {
    const { media, store } = await watched(true);
    media.advanceTo(EDGE);
    store.dispatch({ type: PlayerRequests.MEDIA_PLAY_REQUEST });
    store.dispatch({ type: PlayerRequests.MEDIA_PAUSE_REQUEST });
    expect(read(store, 'mediaTimeIsLive')).toBe(false);
    store.dispatch({ type: PlayerRequests.MEDIA_PLAY_REQUEST });
    // Playing on from the pause: no jump to the edge (media-chrome's auto seek to live is off).
    expect(media.seeks).toEqual([]);
    expect(read(store, 'mediaTimeIsLive')).toBe(false);
  });

  it('falls behind live when a stall leaves the picture far back from the edge, not before', async () => {
    const { media, store } = await watched(true);
    media.advanceTo(EDGE - LIVE_DRIFT_TOLERANCE_SECONDS + 1);
    expect(read(store, 'mediaTimeIsLive')).toBe(true);
    media.advanceTo(EDGE - LIVE_DRIFT_TOLERANCE_SECONDS - 1);
    expect(read(store, 'mediaTimeIsLive')).toBe(false);
  });

  it('does not seek to live before the engine knows the edge', async () => {
    const { media, store } = await watched(true, () => null);
    store.dispatch({ type: PlayerRequests.MEDIA_SEEK_TO_LIVE_REQUEST });
    expect(media.seeks).toEqual([]);
  });

  it("asks for the seek bar's preview at the pointer's place in a live DVR window, as it is on demand", async () => {
    // media-chrome's time range asks at the pointer's share of the seekable end: half-way is 530
    // of a window from 1000 to 1060, where the pointer means 1030.
    const live = await watched(true);
    Object.defineProperty(live.media.element, 'seekable', {
      get: () => ({ length: 1, start: () => 1000, end: () => 1060 }),
    });
    live.store.dispatch({ type: PlayerRequests.MEDIA_PREVIEW_REQUEST, detail: 530 });
    expect(read(live.store, 'mediaPreviewTime')).toBe(1030);
    live.store.dispatch({ type: PlayerRequests.MEDIA_PREVIEW_REQUEST, detail: null });
    expect(read(live.store, 'mediaPreviewTime')).toBeUndefined();

    const onDemand = await watched(false);
    onDemand.store.dispatch({ type: PlayerRequests.MEDIA_PREVIEW_REQUEST, detail: 530 });
    expect(read(onDemand.store, 'mediaPreviewTime')).toBe(530);
  });

  it('is never live on demand', async () => {
    const { media, store } = await watched(false);
    media.advanceTo(EDGE);
    expect(read(store, 'mediaTimeIsLive')).toBe(false);
  });

  it('keeps nothing in storage: no volume or mute preference is saved', async () => {
    const { media, store } = await watched(false);
    store.dispatch({ type: PlayerRequests.MEDIA_VOLUME_REQUEST, detail: 0.4 });
    store.dispatch({ type: PlayerRequests.MEDIA_MUTE_REQUEST });
    expect(media.element.volume).toBe(0.4);
    expect(media.element.muted).toBe(true);
    expect(localStorage.length).toBe(0);
  });
});
