import {
  type CaptionTracksResponse,
  type MatchDetail,
  type MatchEvent,
  replaySeconds,
  SPOILER_FREE_LABEL,
} from '@club/shared/contracts';
import { resetStoresForTests, setSpoilerFree } from '@club/shared/stores';
import { aMatchDetail, aMatchEvent, mockServices, serviceAddress } from '@club/shared/testing';
import { ModalDialog } from '@club/shared/ui';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { type ReactNode, useRef } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type PlayingMedia, playingMedia } from '../../../testing/playing-media.ts';
import {
  BACK_TO_LIVE_LABEL,
  CAPTIONS_LABEL,
  CAPTIONS_LOG_MESSAGE,
  CAPTIONS_STORAGE_KEY,
  CATCH_UP_LABEL,
  CATCH_UP_RATE,
  KEY_MOMENT_LEAD_SECONDS,
  KEY_MOMENTS_LABEL,
  keyMomentPlayingText,
  liveDelayText,
  PLAYBACK_RATE_LABEL,
  PLAYBACK_RATE_STORAGE_KEY,
  SKIP_LONG_SECONDS,
  START_OVER_LABEL,
  THUMBNAILS_TRACK_LABEL,
} from '../constants.ts';
import type { MediaSource } from '../lib/resolve-playback.ts';
import { MediaSurface } from './media-surface.tsx';

/** Where the engine says the live edge is. */
const EDGE = 600;
/** How far behind the newest media the engine says a live stream plays. */
const engine = vi.hoisted(() => ({ latency: null as number | null }));
vi.mock('../lib/playback-engine.ts', () => ({
  attachEngine: async () => ({
    hls: null,
    HlsClass: null,
    liveEdge: () => 600,
    latency: () => engine.latency,
    mediaTimeAt: () => null,
    destroy: () => {},
  }),
}));
vi.mock('../lib/qoe-monitor.ts', () => ({ monitorPlayback: async () => () => {} }));

const source = (live: boolean): MediaSource => ({
  url: `http://localhost:4000/media/${live ? 'live' : 'vod'}/pb/index.m3u8?token=t`,
  token: 't',
  licenceUrl: null,
  live,
  kind: 'video',
  grantedBy: live ? 'session-check' : 'payment-provider',
});

/** An on-demand video whose media service lists caption tracks (the handler below answers for them). */
const CAPTIONS_PATH = '/vod/e1/captions.json?token=t';
const withCaptions = (): MediaSource => ({ ...source(false), captionsPath: CAPTIONS_PATH });
const trackUrl = (language: string) => `/vod/e1/captions/${language}.vtt?token=t`;
let listed: CaptionTracksResponse['tracks'] = [];
/** A finished home match of the club (Northbridge FC) with `events`, as the match centre answers. */
const aMatch = (events: MatchEvent[]): MatchDetail =>
  aMatchDetail({ matchID: 'm1', kickoff: '2026-11-01T15:00:00.000Z', status: 'result', events });

/** The match the replay 'v' shows; other videos are not replays (404). */
let replayMatch: MatchDetail | null = null;
const server = mockServices(
  http.get(serviceAddress('media', '/vod/e1/captions.json'), () => HttpResponse.json({ tracks: listed })),
  http.get(serviceAddress('matchData', '/replays/:entryId'), ({ params }) =>
    params.entryId === 'v' && replayMatch
      ? HttpResponse.json({ data: replayMatch })
      : HttpResponse.json(
          { errors: [{ status: '404', code: 'not_found', title: 'Not Found' }] },
          { status: 404 },
        ),
  ),
);
beforeEach(() => {
  listed = [
    { language: 'en', label: 'English', url: trackUrl('en') },
    { language: 'ar', label: 'العربية', url: trackUrl('ar') },
  ];
});

// The store's and the controls' code are chunks the surface loads beside the engine; loaded here
// once, their first load (transforming media-chrome's modules) does not count against a test.
beforeAll(() => Promise.all([import('../lib/player-store.ts'), import('../lib/media-elements.ts')]), 30_000);

beforeEach(() => {
  // Until the test's own media takes over: jsdom does not play.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  // jsdom gives a shadow root's <style> no sheet, so media-chrome says it found none; Chromium does.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  engine.latency = null;
  replayMatch = null;
  resetStoresForTests();
});

/**
 * The surface in the overlays' dialog, drawn with it: the dialog takes focus when it opens, or its
 * close button does (a supporter who has tabbed to it).
 */
function Overlay({ focused, children }: { focused: 'dialog' | 'close'; children: ReactNode }) {
  const close = useRef<HTMLButtonElement>(null);
  return (
    <ModalDialog
      label="Player"
      onClose={() => {}}
      backdropLabel="Close the player"
      {...(focused === 'close' ? { initialFocus: close } : {})}
    >
      <button ref={close} type="button">
        Close
      </button>
      {children}
    </ModalDialog>
  );
}

/** The surface on `media`, its video playing as a browser's would, once the player store watches it. */
async function surfaceOn(
  media: MediaSource,
  startAt?: number,
  overlayFocus?: 'dialog' | 'close',
): Promise<PlayingMedia> {
  const surface = (
    <MediaSurface
      media={media}
      videoId="v"
      title="A video"
      onRetry={() => {}}
      {...(startAt ? { startAt } : {})}
    />
  );
  const { container } = render(overlayFocus ? <Overlay focused={overlayFocus}>{surface}</Overlay> : surface);
  const video = playingMedia(container.querySelector('video') as HTMLVideoElement);
  video.loaded();
  // media-chrome's controller has the store once its elements (their own chunk) are defined.
  await vi.waitFor(
    () =>
      expect(
        (container.querySelector('media-controller') as { mediaStore?: unknown }).mediaStore,
      ).toBeTruthy(),
    { timeout: 10_000 },
  );
  return video;
}

const press = (target: Element, key: string) => fireEvent.keyDown(target, { key });

describe('the media surface', () => {
  it('plays and pauses with k and steps back with j, through the player store', async () => {
    const video = await surfaceOn(source(false));
    act(() => video.advanceTo(30));
    const paused = video.element.paused;
    press(video.element, 'k');
    expect(video.element.paused).toBe(!paused);
    press(video.element, 'k');
    expect(video.element.paused).toBe(paused);
    press(video.element, 'j');
    expect(video.seeks).toEqual([30 - SKIP_LONG_SECONDS]);
  });

  it('takes focus from the overlay that opens it, so k works at once', async () => {
    const video = await surfaceOn(source(false), undefined, 'dialog');
    await vi.waitFor(() => expect(document.activeElement).toBe(video.element));
    const paused = video.element.paused;
    press(document.activeElement as Element, 'k');
    expect(video.element.paused).toBe(!paused);
  });

  it('leaves focus on a control of the overlay the supporter has reached', async () => {
    await surfaceOn(source(false), undefined, 'close');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('adds up quick presses of l: each steps on from where the last one sought, not from the last event', async () => {
    const video = await surfaceOn(source(false));
    act(() => video.advanceTo(30));
    for (let i = 0; i < 3; i++) press(video.element, 'l');
    expect(video.seeks).toEqual([
      30 + SKIP_LONG_SECONDS,
      30 + 2 * SKIP_LONG_SECONDS,
      30 + 3 * SKIP_LONG_SECONDS,
    ]);
  });

  it('leaves Space to the focused play button, which acts on it itself', async () => {
    const video = await surfaceOn(source(false));
    const playButton = document.querySelector('media-play-button') as HTMLElement;
    const paused = video.element.paused;
    // The button plays or pauses on Space's keyup; the keydown is not the shortcut's.
    press(playButton, ' ');
    expect(video.element.paused).toBe(paused);
    // A key it does not use is: k on the focused button plays or pauses.
    press(playButton, 'k');
    expect(video.element.paused).toBe(!paused);
  });

  it("says 'Live' at the edge; j steps back and Back to live returns to the engine's edge", async () => {
    const video = await surfaceOn(source(true));
    const backToLive = screen.getByRole('button', { name: BACK_TO_LIVE_LABEL });
    act(() => video.advanceTo(EDGE - 1));
    expect(screen.getByText('Live')).toBeTruthy();
    expect(backToLive.dataset.behindLive).toBe('false');

    act(() => press(video.element, 'j'));
    await vi.waitFor(() => expect(backToLive.dataset.behindLive).toBe('true'));
    expect(screen.queryByText('Live')).toBeNull();

    act(() => backToLive.click());
    expect(video.seeks.at(-1)).toBe(EDGE);
    expect(video.element.paused).toBe(false);
    await vi.waitFor(() => expect(backToLive.dataset.behindLive).toBe('false'));
  });

  it('plays an on-demand video at the speed chosen, and the next video starts at it', async () => {
    const video = await surfaceOn(source(false));
    const speed = () => screen.getByRole('combobox', { name: PLAYBACK_RATE_LABEL }) as HTMLSelectElement;
    expect(speed().value).toBe('1');
    expect([...speed().options].map((option) => option.text)).toEqual([
      '0.5×',
      '0.75×',
      '1×',
      '1.25×',
      '1.5×',
      '2×',
    ]);
    fireEvent.change(speed(), { target: { value: '1.5' } });
    expect(video.element.playbackRate).toBe(1.5);

    cleanup();
    const next = await surfaceOn(source(false));
    await vi.waitFor(() => expect(next.element.playbackRate).toBe(1.5));
    expect(next.element.defaultPlaybackRate).toBe(1.5);
    expect(speed().value).toBe('1.5');
  });

  it('plays a live stream at normal speed, with no speed to choose', async () => {
    localStorage.setItem(PLAYBACK_RATE_STORAGE_KEY, '2');
    const video = await surfaceOn(source(true));
    expect(screen.queryByRole('combobox', { name: PLAYBACK_RATE_LABEL })).toBeNull();
    expect(screen.queryByRole('combobox', { name: CAPTIONS_LABEL })).toBeNull();
    expect(video.element.playbackRate).toBe(1);
  });

  it("adds the video's caption tracks, shows none until one is chosen, and the next video starts with it", async () => {
    const video = await surfaceOn(withCaptions());
    const captions = () => screen.getByRole('combobox', { name: CAPTIONS_LABEL }) as HTMLSelectElement;
    await vi.waitFor(() => expect(captions().value).toBe('off'));
    expect([...captions().options].map((option) => [option.value, option.text])).toEqual([
      ['off', 'Off'],
      ['en', 'English'],
      ['ar', 'العربية'],
    ]);
    const tracks = [...video.element.querySelectorAll('track')].map((track) => ({
      kind: track.kind,
      language: track.srclang,
      label: track.label,
      src: track.src,
      default: track.default,
    }));
    expect(tracks).toEqual([
      {
        kind: 'subtitles',
        language: 'en',
        label: 'English',
        src: serviceAddress('media', trackUrl('en')),
        default: false,
      },
      {
        kind: 'subtitles',
        language: 'ar',
        label: 'العربية',
        src: serviceAddress('media', trackUrl('ar')),
        default: false,
      },
    ]);

    fireEvent.change(captions(), { target: { value: 'ar' } });
    expect(captions().value).toBe('ar');
    expect(localStorage.getItem(CAPTIONS_STORAGE_KEY)).toBe('ar');

    cleanup();
    await surfaceOn(withCaptions());
    await vi.waitFor(() => expect(captions().value).toBe('ar'));
  });

  it('gives an on-demand video its storyboard as the thumbnails track the seek bar previews from, once its first data is there', async () => {
    const storyboardUrl = serviceAddress('media', '/vod/e1/storyboard.vtt?token=t');
    // Before the picture's first data, the browser has no storyboard to parse.
    const { container } = render(
      <MediaSurface
        media={{ ...source(false), storyboardUrl }}
        videoId="v"
        title="A video"
        onRetry={() => {}}
      />,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('track[kind="metadata"]')).toBeNull();
    cleanup();

    const video = await surfaceOn({ ...source(false), storyboardUrl });
    const track = video.element.querySelector('track[kind="metadata"]') as HTMLTrackElement;
    expect({ label: track.label, src: track.src, default: track.default }).toEqual({
      label: THUMBNAILS_TRACK_LABEL,
      src: storyboardUrl,
      default: true,
    });
    cleanup();
    const live = await surfaceOn(source(true));
    expect(live.element.querySelector('track')).toBeNull();
  });

  it('starts with none where the video lacks the language chosen last', async () => {
    localStorage.setItem(CAPTIONS_STORAGE_KEY, 'ar');
    listed = [{ language: 'en', label: 'English', url: trackUrl('en') }];
    await surfaceOn(withCaptions());
    const captions = await screen.findByRole('combobox', { name: CAPTIONS_LABEL });
    expect((captions as HTMLSelectElement).value).toBe('off');
  });

  it('plays on without captions, and logs why, when their list cannot be had', async () => {
    server.use(
      http.get(serviceAddress('media', '/vod/e1/captions.json'), () =>
        HttpResponse.json({}, { status: 500 }),
      ),
    );
    const video = await surfaceOn(withCaptions());
    await vi.waitFor(() =>
      expect(console.warn).toHaveBeenCalledWith(CAPTIONS_LOG_MESSAGE, expect.anything()),
    );
    expect(screen.queryByRole('combobox', { name: CAPTIONS_LABEL })).toBeNull();
    expect(video.element.querySelector('track')).toBeNull();
    expect(video.element.paused).toBe(false);
  });

  it("shows a live video's delay, and Catch up plays faster until the edge, then follows live", async () => {
    engine.latency = 16.4;
    const video = await surfaceOn(source(true));
    await screen.findByText(liveDelayText(16));
    act(() => video.advanceTo(EDGE));
    press(video.element, 'j');
    const catchUp = screen.getByRole('button', { name: CATCH_UP_LABEL });
    expect(catchUp.getAttribute('aria-pressed')).toBe('false');
    act(() => catchUp.click());
    expect(video.element.playbackRate).toBe(CATCH_UP_RATE);
    expect(catchUp.getAttribute('aria-pressed')).toBe('true');

    // Back within the live tolerance of the edge: normal speed, and following live again.
    // The rate changes on the element at once; the button says so once React has drawn again.
    act(() => video.advanceTo(EDGE - 1));
    await vi.waitFor(
      () => {
        expect(video.element.playbackRate).toBe(1);
        expect(catchUp.getAttribute('aria-pressed')).toBe('false');
      },
      { timeout: 3000 },
    );
    expect(video.seeks.at(-1)).toBe(EDGE);
  });

  it('stops catching up where the supporter pauses', async () => {
    const video = await surfaceOn(source(true));
    act(() => video.advanceTo(EDGE - 20));
    act(() => screen.getByRole('button', { name: CATCH_UP_LABEL }).click());
    expect(video.element.playbackRate).toBe(CATCH_UP_RATE);
    press(video.element, 'k');
    await vi.waitFor(() => expect(video.element.playbackRate).toBe(1));
    expect(screen.getByRole('button', { name: CATCH_UP_LABEL }).getAttribute('aria-pressed')).toBe('false');
  });

  it('shows no delay and no Catch up on demand', async () => {
    engine.latency = 10;
    await surfaceOn(source(false));
    expect(screen.queryByRole('button', { name: CATCH_UP_LABEL })).toBeNull();
    expect(screen.queryByText(/^Delay/)).toBeNull();
  });

  const event = (type: MatchEvent['type'], minute: number, name: string) =>
    aMatchEvent(type, minute, { player: { id: null, slug: null, name, shirtNumber: 9 } });

  const momentTexts = (list: HTMLElement) =>
    within(list)
      .getAllByRole('button')
      .map((button) => button.textContent);

  it("lists a full-match replay's key moments as chapters and a list that plays from just before each", async () => {
    replayMatch = aMatch([event('goal', 23, 'A Striker')]);
    const video = await surfaceOn(source(false));
    const list = await screen.findByRole('list');
    const moments = within(list)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(moments).toEqual([
      "0' Kick-off",
      "23' Goal: A Striker (Northbridge FC)",
      "45' Half-time",
      "46' Second half",
      "90' Full time",
    ]);
    const chapters = video.element.querySelector('track[kind="chapters"]') as HTMLTrackElement;
    expect(chapters.default).toBe(true);
    expect(chapters.src).toMatch(/^blob:/);

    act(() =>
      within(list)
        .getByRole('button', { name: /Goal: A Striker/ })
        .click(),
    );
    expect(video.seeks.at(-1)).toBe(replaySeconds(23) - KEY_MOMENT_LEAD_SECONDS);
    expect(video.element.paused).toBe(false);
    expect(screen.getByRole('status').textContent).toBe(
      keyMomentPlayingText("23' Goal: A Striker (Northbridge FC)"),
    );
  });

  it("leaves a replay's goals out of its moments in spoiler-free mode, and puts them back when it is turned off", async () => {
    replayMatch = aMatch([event('goal', 23, 'A Striker'), event('yellow-card', 30, 'A Defender')]);
    // The chapters track's text, by its blob: address.
    const tracks = new Map<string, Blob>();
    const createObjectURL = URL.createObjectURL.bind(URL);
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      const url = createObjectURL(blob);
      if (blob instanceof Blob) tracks.set(url, blob);
      return url;
    });
    setSpoilerFree(true);
    const video = await surfaceOn(source(false));
    const list = await screen.findByRole('list');
    expect(momentTexts(list)).toEqual([
      "0' Kick-off",
      "30' Yellow card: A Defender (Northbridge FC)",
      "45' Half-time",
      "46' Second half",
      "90' Full time",
    ]);
    const chapters = () => {
      const track = video.element.querySelector('track[kind="chapters"]') as HTMLTrackElement;
      const blob = tracks.get(track.src);
      return new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        if (blob) reader.readAsText(blob);
        else resolve('');
      });
    };
    const spoilerFreeChapters = await chapters();
    expect(spoilerFreeChapters).toContain('Yellow card');
    expect(spoilerFreeChapters).not.toContain('Goal');

    const toggle = screen.getByRole('switch', { name: SPOILER_FREE_LABEL });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    act(() => toggle.click());
    expect(momentTexts(list)).toContain("23' Goal: A Striker (Northbridge FC)");
    expect(await chapters()).toContain("23' Goal: A Striker");
  });

  it('has no key moments for a video that is not a replay', async () => {
    await surfaceOn(source(false));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(KEY_MOMENTS_LABEL)).toBeNull();
    expect(screen.queryByRole('switch', { name: SPOILER_FREE_LABEL })).toBeNull();
  });

  it('offers to start a resumed video from the beginning, which it then does', async () => {
    const video = await surfaceOn(source(false), 120);
    act(() => screen.getByRole('button', { name: START_OVER_LABEL }).click());
    expect(video.seeks.at(-1)).toBe(0);
    expect(video.element.paused).toBe(false);
    expect(screen.queryByRole('button', { name: START_OVER_LABEL })).toBeNull();
  });
});
