import type { StreamAssetResponse } from '@club/shared/contracts';
import {
  $errorNotification,
  $user,
  completeLoginCheck,
  openAudioPlayer,
  resetStoresForTests,
  setEntitlements,
  setLoggedInUser,
} from '@club/shared/stores';
import { mockServices, serviceAddress } from '@club/shared/testing';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { playingMedia } from '../../../testing/playing-media.ts';
import { PROVIDER_AUDIO_VOLUME_DELAY_MS } from '../constants.ts';
import { AudioPlayerModal } from './audio-player-modal.tsx';

const attached: string[] = [];
vi.mock('../lib/playback-engine.ts', () => ({
  attachEngine: async (_media: HTMLMediaElement, source: { url: string }) => {
    attached.push(source.url);
    return {
      hls: null,
      HlsClass: null,
      liveEdge: () => null,
      latency: () => null,
      mediaTimeAt: () => null,
      destroy: () => {},
    };
  },
}));
vi.mock('../lib/qoe-monitor.ts', () => ({ monitorPlayback: async () => () => {} }));

function asset(id: string, status: 'active' | 'idle', live: boolean): StreamAssetResponse {
  return {
    data: {
      id,
      type: 'streams',
      attributes: {
        title: 'Commentary: Men’s Team v Eastport Athletic',
        description: 'Live commentary',
        mediaType: live ? 'live-stream' : 'on-demand',
        kind: 'audio',
        imageData: { posterImageKey: 'audio/poster.jpg', offlineImageKey: 'audio/offline.jpg' },
        assetData: { status, playbackIds: [{ id: `pb-${id}` }], drm: false },
        accessData: { entitlements: ['audio-annual'] },
        geoData: { blockedCountries: [] },
      },
    },
  };
}

const checks: unknown[] = [];
let checkAnswer: () => Response = () =>
  HttpResponse.json({ data: { attributes: { token: 'playback-token', bypassed: false } } });
/** The payment provider's library: the entries asked for, and its answer (spec 001 §4's status table). */
const librarySessions: string[] = [];
const GRANTED = { Status: -1, KSession: 'k-session', Message: 'success' };
let libraryAnswer: () => Response = () => HttpResponse.json(GRANTED);
const server = mockServices(
  http.get(serviceAddress('payments', '/library/session/:entryId'), ({ params }) => {
    librarySessions.push(String(params.entryId));
    return libraryAnswer();
  }),
  http.get(serviceAddress('streams', '/streams/:id'), ({ params }) => {
    const id = String(params.id);
    return HttpResponse.json(asset(id, id.includes('idle') ? 'idle' : 'active', !id.includes('replay')));
  }),
  http.post(serviceAddress('streams', '/session/check'), async ({ request }) => {
    checks.push(await request.json());
    return checkAnswer();
  }),
);

// The player store's code is a chunk the bar loads beside the engine; loaded here once, before the
// tests, its first load (transforming media-chrome's modules) does not count against the first test.
beforeAll(() => import('../lib/player-store.ts'), 30_000);

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  attached.length = 0;
  checks.length = 0;
  librarySessions.length = 0;
  libraryAnswer = () => HttpResponse.json(GRANTED);
  checkAnswer = () =>
    HttpResponse.json({ data: { attributes: { token: 'playback-token', bypassed: false } } });
  resetStoresForTests();
});

function renderPanel(entryID: string) {
  // The login check has answered (spec 001 §4: access is checked when it completes).
  completeLoginCheck();
  const router = createMemoryRouter([{ path: '*', element: <AudioPlayerModal /> }]);
  render(<RouterProvider router={router} />);
  act(() => openAudioPlayer({ entryID, title: 'Live commentary' }));
}

const stateText = () => screen.getByRole('status').textContent;

describe('./AudioPlayerModal', () => {
  it("is the 'Live Audio' bar: poster, then ready, Play stream at full volume, Pause stream", async () => {
    renderPanel('live-audio-first-team');
    expect(screen.getByRole('heading', { name: 'Live Audio' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Play stream' })).toHaveProperty('disabled', true);
    await vi.waitFor(() => expect(stateText()).toBe('ready'));
    expect(attached).toEqual([
      expect.stringContaining('/live/pb-live-audio-first-team/index.m3u8?token=playback-token'),
    ]);
    const poster = document.querySelector('img');
    expect(poster?.getAttribute('src')).toContain('600x600/fit-in/audio/poster.jpg');
    expect(checks).toEqual([
      { data: { attributes: { videoID: 'live-audio-first-team', mediaType: 'live-stream' } } },
    ]);

    const audio = playingMedia(document.querySelector('audio') as HTMLAudioElement).element;
    audio.volume = 0.2;
    await userEvent.click(screen.getByRole('button', { name: 'Play stream' }));
    expect(stateText()).toBe('playing');
    expect(audio.volume).toBe(1);
    expect(audio.paused).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Pause stream' }));
    expect(stateText()).toBe('paused');
    expect(audio.paused).toBe(true);
  });

  it('shows the offline image for an idle stream and asks nothing', async () => {
    renderPanel('live-audio-idle');
    await vi.waitFor(() =>
      expect(document.querySelector('img')?.getAttribute('src')).toContain('audio/offline.jpg'),
    );
    expect(checks).toEqual([]);
    expect(stateText()).toBe('not ready');
  });

  it('replaces the player with the refusal message of a 403', async () => {
    checkAnswer = () =>
      HttpResponse.json(
        {
          errors: [
            {
              status: '403',
              code: 'ERR_3684853_3',
              title: 'Sorry but you are not subscribed to this stream. Please upgrade or read our faqs',
            },
          ],
        },
        { status: 403 },
      );
    renderPanel('live-audio-first-team');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Sorry but you are not subscribed to this stream. Please upgrade or read our faqs',
    );
    expect(screen.queryByRole('button', { name: 'Play stream' })).toBeNull();
    expect(attached).toEqual([]);
  });

  it('tells of a stream connection failure and sets the stream entitlements to null (spec 001 §8)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setLoggedInUser({ userDisplayName: 'Alex', ssoID: 'user-1', email: 'audio@club.test' });
    setEntitlements('user-1', ['audio-annual']);
    checkAnswer = () => HttpResponse.error();
    renderPanel('live-audio-first-team');
    await vi.waitFor(() =>
      expect($errorNotification.get()).toMatchObject({
        title: 'There was a problem connecting to the video service',
        message: 'Please try again in a few minutes',
      }),
    );
    expect($user.get().entitlements).toBeNull();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('asks again when the login status changes', async () => {
    // Refused, so that no stream socket opens for the signed-in viewer.
    checkAnswer = () =>
      HttpResponse.json(
        { errors: [{ status: '403', code: 'ERR_3684853_1', title: 'Please Log In to access this' }] },
        { status: 403 },
      );
    renderPanel('live-audio-first-team');
    await vi.waitFor(() => expect(checks).toHaveLength(1));
    act(() => setLoggedInUser({ userDisplayName: 'Alex', ssoID: 'user-1', email: 'audio@club.test' }));
    await vi.waitFor(() => expect(checks).toHaveLength(2));
    expect(checks[1]).toMatchObject({
      data: { attributes: { userID: 'user-1', userEmail: 'audio@club.test' } },
    });
  });
});

describe('./AudioPlayerModal, on-demand audio through the payment provider (spec 001 §4)', () => {
  it("asks the library, not the session check, plays the asset's audio with the KSession, and sets full volume 500 ms after play", async () => {
    renderPanel('audio-replay-cup-tie');
    await vi.waitFor(() => expect(stateText()).toBe('ready'));
    expect(librarySessions).toEqual(['audio-replay-cup-tie']);
    expect(checks).toEqual([]);
    expect(attached).toEqual([
      expect.stringContaining('/audio/pb-audio-replay-cup-tie/index.m3u8?token=k-session'),
    ]);

    const audio = playingMedia(document.querySelector('audio') as HTMLAudioElement).element;
    audio.volume = 0.2;
    vi.useFakeTimers();
    act(() => screen.getByRole('button', { name: 'Play stream' }).click());
    expect(audio.paused).toBe(false);
    act(() => vi.advanceTimersByTime(PROVIDER_AUDIO_VOLUME_DELAY_MS - 1));
    expect(audio.volume).toBe(0.2);
    act(() => vi.advanceTimersByTime(1));
    expect(audio.volume).toBe(1);
  });

  it("shows the library's refusal in place of the player, and asks again when the login status changes", async () => {
    libraryAnswer = () =>
      HttpResponse.json({ Status: 1, Message: 'Sorry but you do not have any subscriptions.' });
    renderPanel('audio-replay-cup-tie');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Sorry but you do not have any subscriptions. Please upgrade or read our faqs.',
    );
    expect(screen.queryByRole('button', { name: 'Play stream' })).toBeNull();
    expect(attached).toEqual([]);
    act(() => setLoggedInUser({ userDisplayName: 'Alex', ssoID: 'user-1', email: 'audio@club.test' }));
    await vi.waitFor(() => expect(librarySessions).toHaveLength(2));
  });
});
void server;
