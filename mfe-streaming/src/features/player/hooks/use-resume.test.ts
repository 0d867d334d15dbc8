// @vitest-environment jsdom
import { provideAccessTokens } from '@club/shared/api';
import { resetStoresForTests, setLoggedInUser } from '@club/shared/stores';
import { mockServices, serviceAddress } from '@club/shared/testing';
import { renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $savedResumeEntries } from '../../../stores/resume-entries.ts';
import { aResumeEntry, aVideo } from '../../../testing/feed.ts';
import { RESUME_READ_LOG_MESSAGE } from '../constants.ts';
import { useResume } from './use-resume.ts';

const VIDEO = aVideo('entry-1', 'Full match replay', { duration: 5520, entitlements: ['subscriber'] });
const RESUME_URL = serviceAddress('videos', '/resume/:entryId');
const reads: Array<string | null> = [];
const saves: Array<{ authorization: string | null; body: unknown; keepalive: boolean }> = [];
let readAnswer: () => Response = () => HttpResponse.json({ data: aResumeEntry(VIDEO, 1234) });

mockServices(
  http.get(RESUME_URL, ({ request }) => {
    reads.push(request.headers.get('authorization'));
    return readAnswer();
  }),
  http.put(RESUME_URL, async ({ request }) => {
    const body = (await request.json()) as { positionSeconds: number };
    saves.push({ authorization: request.headers.get('authorization'), body, keepalive: request.keepalive });
    return HttpResponse.json({ data: aResumeEntry(VIDEO, body.positionSeconds, '2026-11-25T10:00:00.000Z') });
  }),
);

let unregister: () => void = () => {};
beforeEach(() => {
  unregister = provideAccessTokens({ current: async () => 'access-1', renew: async () => null });
});
afterEach(() => {
  unregister();
  resetStoresForTests();
  $savedResumeEntries.set({ ssoID: null, entries: {} });
  reads.length = 0;
  saves.length = 0;
  readAnswer = () => HttpResponse.json({ data: aResumeEntry(VIDEO, 1234) });
});

const signIn = () => setLoggedInUser({ userDisplayName: 'Sam', ssoID: 'sso-1', email: 'sam@club.test' });
const onDemand = { kind: 'on-demand', entryId: 'entry-1' } as const;

describe('useResume', () => {
  it('signed out, or for a live stream, asks nothing and saves nothing', () => {
    const signedOut = renderHook(() => useResume(onDemand));
    expect(signedOut.result.current).toEqual({ pending: false, startAt: 0, save: null });
    signIn();
    const live = renderHook(() => useResume({ kind: 'stream', assetId: 'live-video' }));
    expect(live.result.current).toEqual({ pending: false, startAt: 0, save: null });
    expect(reads).toEqual([]);
  });

  it("signed in, the player waits for the saved position and starts there; saves go out with the viewer's token", async () => {
    signIn();
    const { result } = renderHook(() => useResume(onDemand));
    expect(result.current.pending).toBe(true);
    await waitFor(() => expect(result.current.pending).toBe(false));
    expect(result.current.startAt).toBe(1234);
    expect(reads).toEqual(['Bearer access-1']);

    await result.current.save?.(1300, 5520, { keepalive: true });
    expect(saves).toEqual([
      {
        authorization: 'Bearer access-1',
        body: { positionSeconds: 1300, durationSeconds: 5520 },
        keepalive: true,
      },
    ]);
    // The rail of this tab hears of it at once.
    expect($savedResumeEntries.get()).toMatchObject({
      ssoID: 'sso-1',
      entries: { 'entry-1': { positionSeconds: 1300 } },
    });
  });

  it('starts from the beginning when nothing is kept, or what is kept is at the end', async () => {
    signIn();
    readAnswer = () => HttpResponse.json({ data: null });
    const none = renderHook(() => useResume(onDemand));
    await waitFor(() => expect(none.result.current.pending).toBe(false));
    expect(none.result.current.startAt).toBe(0);
    none.unmount();

    readAnswer = () => HttpResponse.json({ data: aResumeEntry(VIDEO, 5515) });
    const atTheEnd = renderHook(() => useResume(onDemand));
    await waitFor(() => expect(atTheEnd.result.current.pending).toBe(false));
    expect(atTheEnd.result.current.startAt).toBe(0);
  });

  it('a failed read is logged and the video starts from the beginning: resume never stops playback', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    signIn();
    readAnswer = () => HttpResponse.json({ errors: [] }, { status: 503 });
    const { result } = renderHook(() => useResume(onDemand));
    await waitFor(() => expect(result.current.pending).toBe(false));
    expect(result.current.startAt).toBe(0);
    expect(log).toHaveBeenCalledWith(RESUME_READ_LOG_MESSAGE, expect.objectContaining({ status: 503 }));
  });
});
