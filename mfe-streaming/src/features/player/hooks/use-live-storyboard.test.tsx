import type { LiveStoryboardResponse } from '@club/shared/contracts';
import { mockServices, serviceAddress } from '@club/shared/testing';
import { renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  LIVE_STORYBOARD_LOG_MESSAGE,
  LIVE_STORYBOARD_REFRESH_MS,
  THUMBNAILS_TRACK_LABEL,
} from '../constants.ts';
import { useLiveStoryboard } from './use-live-storyboard.ts';

const PATH = '/live/pb-live-video/storyboard.json';
const T0 = Date.parse('2026-11-28T15:30:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();
/** The window's answer: a 2 s tile from each of `starts` (seconds after T0), the loop's frames in turn. */
const answer = (starts: number[]): LiveStoryboardResponse => ({
  tiles: starts.map((at, index) => ({
    from: iso(T0 + at * 1000),
    to: iso(T0 + (at + 2) * 1000),
    image: `storyboard.jpg?token=t1#xywh=${index * 160},0,160,90`,
  })),
});
let served: LiveStoryboardResponse | null = answer([0, 2, 4]);
const tokens: string[] = [];
mockServices(
  http.get(serviceAddress('media', PATH), ({ request }) => {
    tokens.push(new URL(request.url).searchParams.get('token') ?? '');
    return served ? HttpResponse.json(served) : HttpResponse.json({ errors: [] }, { status: 503 });
  }),
);

// jsdom has neither text tracks nor VTTCue.
class Cue {
  constructor(
    public startTime: number,
    public endTime: number,
    public text: string,
  ) {}
}
beforeAll(() => vi.stubGlobal('VTTCue', Cue));

/** A <video> with the text track API, whose engine places programme time T0 at 100 s and knows 6 s of it. */
function liveVideo() {
  const cues: Cue[] = [];
  const track = {
    kind: 'metadata',
    label: '',
    mode: 'disabled',
    cues,
    addCue: (cue: Cue) => cues.push(cue),
    removeCue: (cue: Cue) => cues.splice(cues.indexOf(cue), 1),
  };
  const textTracks: (typeof track)[] = [];
  const element = {
    textTracks,
    addTextTrack: (kind: string, label: string) => {
      Object.assign(track, { kind, label });
      textTracks.push(track);
      return track;
    },
  } as unknown as HTMLMediaElement;
  let known = 6;
  const mediaTimeAt = (ms: number) => {
    const into = (ms - T0) / 1000;
    return into >= 0 && into < known ? 100 + into : null;
  };
  return { ref: { current: element }, track, mediaTimeAt, knowMore: (seconds: number) => (known = seconds) };
}

afterEach(() => {
  vi.useRealTimers();
  served = answer([0, 2, 4]);
  tokens.length = 0;
});

describe("a live video's DVR window previews", () => {
  it('become cues of a hidden thumbnails track, each at the place the engine gives its programme time', async () => {
    const video = liveVideo();
    renderHook(() =>
      useLiveStoryboard(video.ref, { path: PATH, token: async () => 't1', mediaTimeAt: video.mediaTimeAt }),
    );
    await waitFor(() => expect(video.track.cues).toHaveLength(3));
    expect(video.track).toMatchObject({ kind: 'metadata', label: THUMBNAILS_TRACK_LABEL, mode: 'hidden' });
    expect(video.track.cues.map((cue) => [cue.startTime, cue.endTime])).toEqual([
      [100, 102],
      [102, 104],
      [104, 106],
    ]);
    // Whole addresses, resolved against the answer's: the track has no file to resolve them.
    expect(video.track.cues[1]?.text).toBe(
      serviceAddress('media', '/live/pb-live-video/storyboard.jpg?token=t1#xywh=160,0,160,90'),
    );
    expect(tokens).toEqual(['t1']);
  });

  it('follows the window as it moves, with the newest token, and keeps what it had when an answer fails', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const video = liveVideo();
    let token = 't1';
    renderHook(() =>
      useLiveStoryboard(video.ref, { path: PATH, token: async () => token, mediaTimeAt: video.mediaTimeAt }),
    );
    await waitFor(() => expect(video.track.cues).toHaveLength(3));

    // The window moved on 2 s: the oldest tile leaves, the newest joins once the engine has it.
    served = answer([2, 4, 6]);
    token = 't2';
    video.knowMore(8);
    await vi.advanceTimersByTimeAsync(LIVE_STORYBOARD_REFRESH_MS);
    await waitFor(() => expect(video.track.cues.map((cue) => cue.startTime)).toEqual([102, 104, 106]));
    expect(tokens.at(-1)).toBe('t2');

    served = null;
    await vi.advanceTimersByTimeAsync(LIVE_STORYBOARD_REFRESH_MS);
    await waitFor(() => expect(warn).toHaveBeenCalledWith(LIVE_STORYBOARD_LOG_MESSAGE, expect.anything()));
    expect(video.track.cues).toHaveLength(3);
  });

  it('asks for nothing without a path, and stops asking when the player closes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const video = liveVideo();
    renderHook(() =>
      useLiveStoryboard(video.ref, { path: null, token: async () => 't1', mediaTimeAt: video.mediaTimeAt }),
    );
    await vi.advanceTimersByTimeAsync(LIVE_STORYBOARD_REFRESH_MS);
    expect(tokens).toEqual([]);

    const { unmount } = renderHook(() =>
      useLiveStoryboard(video.ref, { path: PATH, token: async () => 't1', mediaTimeAt: video.mediaTimeAt }),
    );
    await waitFor(() => expect(video.track.cues).toHaveLength(3));
    unmount();
    expect(video.track.cues).toHaveLength(0);
    expect(video.track.mode).toBe('disabled');
    const asked = tokens.length;
    await vi.advanceTimersByTimeAsync(3 * LIVE_STORYBOARD_REFRESH_MS);
    expect(tokens).toHaveLength(asked);
  });
});
