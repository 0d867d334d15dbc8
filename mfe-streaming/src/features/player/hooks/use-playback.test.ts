// @vitest-environment jsdom
import { provideAccessTokens } from '@club/shared/api';
import {
  ACCESS_MESSAGES,
  PAYMENTS_SESSION_HEADER,
  SESSION_CHECK_ERRORS,
  type StreamAssetResponse,
} from '@club/shared/contracts';
import {
  $errorNotification,
  $loginPrompt,
  $upgradePromo,
  $user,
  completeLoginCheck,
  markLoginStatusUpdatedByUser,
  resetStoresForTests,
  setEntitlements,
  setLoggedInUser,
  setLoggedOut,
} from '@club/shared/stores';
import { mockServices, serviceAddress } from '@club/shared/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LOGIN_CHECK_WAIT_MS,
  RESTRICTED_MEDIA_PROMPT,
  STREAM_CONNECTION_FAILURE_MESSAGE,
  STREAM_CONNECTION_FAILURE_TITLE,
} from '../constants.ts';
import type { PlaybackSource } from '../lib/resolve-playback.ts';
import { usePlayback } from './use-playback.ts';

/** The websocket that keeps the lease alive: what was opened (with which token), and closed, in order with the checks. */
const events: string[] = [];
vi.mock('../lib/stream-socket.ts', () => ({
  openStreamSocket: async ({ assetId, token }: { assetId: string; token: string }) => {
    events.push(`socket open ${assetId} ${token}`);
    return { close: () => events.push(`socket closed ${assetId}`) };
  },
}));

const ENTRY = 'entry-1';
const ASSET = 'live-video';
const onDemand: PlaybackSource = { kind: 'on-demand', entryId: ENTRY };
const live: PlaybackSource = { kind: 'stream', assetId: ASSET };

function asset(id: string): StreamAssetResponse {
  return {
    data: {
      id,
      type: 'streams',
      attributes: {
        title: 'Live match',
        description: '',
        mediaType: 'live-stream',
        kind: 'video',
        imageData: { posterImageKey: 'p.jpg', offlineImageKey: 'o.jpg' },
        assetData: { status: 'active', playbackIds: [{ id: `pb-${id}` }], drm: true },
        accessData: { entitlements: ['*'] },
        geoData: { blockedCountries: [] },
      },
    },
  };
}

interface LibraryCall {
  authorization: string | null;
  izSession: string | null;
}
const libraryCalls: LibraryCall[] = [];
const sessionStateCalls: Array<string | null> = [];
const checks: unknown[] = [];
const checkAuthorizations: Array<string | null> = [];
let libraryAnswer: (call: LibraryCall) => Response;
let checkAnswer: (authorization: string | null) => Response;
let izSessionServed = 0;

mockServices(
  http.get(serviceAddress('payments', '/library/session/:entryId'), ({ request }) => {
    const call = {
      authorization: request.headers.get('authorization'),
      izSession: request.headers.get(PAYMENTS_SESSION_HEADER),
    };
    libraryCalls.push(call);
    return libraryAnswer(call);
  }),
  http.get(serviceAddress('payments', '/library/session-state'), ({ request }) => {
    sessionStateCalls.push(request.headers.get('authorization'));
    izSessionServed += 1;
    return HttpResponse.json({
      Customer: { Id: 'sso-1', FirstName: 'Sam', LastName: 'Fan', Entitlements: 'subscriber' },
      izSession: `iz-${izSessionServed}`,
    });
  }),
  http.get(serviceAddress('streams', '/streams/:id'), ({ params }) =>
    HttpResponse.json(asset(String(params.id))),
  ),
  http.post(serviceAddress('streams', '/session/check'), async ({ request }) => {
    checks.push(await request.json());
    const authorization = request.headers.get('authorization');
    checkAuthorizations.push(authorization);
    events.push('check');
    return checkAnswer(authorization);
  }),
);

const granted = (token: string) => HttpResponse.json({ Status: -1, KSession: token, Message: 'success' });
const status = (code: 0 | 1 | 2 | 3) => HttpResponse.json({ Status: code, Message: ACCESS_MESSAGES[code] });

let unregister: () => void = () => {};
beforeEach(() => {
  libraryAnswer = () => granted('ksession-1');
  checkAnswer = () => HttpResponse.json({ data: { attributes: { token: 'live-token-1', bypassed: false } } });
  unregister = provideAccessTokens({ current: async () => 'access-1', renew: async () => null });
});
afterEach(() => {
  unregister();
  resetStoresForTests();
  libraryCalls.length = 0;
  sessionStateCalls.length = 0;
  checks.length = 0;
  checkAuthorizations.length = 0;
  events.length = 0;
  izSessionServed = 0;
});

const signIn = () => {
  setLoggedInUser({ userDisplayName: 'Sam', ssoID: 'sso-1', email: 'sam@club.test' });
  completeLoginCheck();
};

async function playable(result: { current: ReturnType<typeof usePlayback> }) {
  await waitFor(() => expect(result.current.state.status).toBe('playable'));
  const { state } = result.current;
  if (state.status !== 'playable') throw new Error('not playable');
  return state;
}

const unauthorized = () =>
  HttpResponse.json(
    { errors: [{ status: '401', code: 'unauthorized', title: 'No user logged in' }] },
    { status: 401 },
  );

describe('usePlayback waits for the login check (spec 001 §4: access is checked when it completes)', () => {
  it("asks nothing until then, so a signed-in supporter's first check never goes out anonymous", async () => {
    const { result } = renderHook(() => usePlayback(live));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(checks).toEqual([]);
    expect(result.current.state.status).toBe('checking');
    act(() => signIn());
    await playable(result);
    expect(checkAuthorizations).toEqual(['Bearer access-1']);
  });

  it('asks as a signed-out visitor once LOGIN_CHECK_WAIT_MS pass without it (the account remote is down)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      unregister();
      const { result } = renderHook(() => usePlayback(onDemand));
      await act(async () => {
        await vi.advanceTimersByTimeAsync(LOGIN_CHECK_WAIT_MS - 1_000);
      });
      expect(libraryCalls).toEqual([]);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1_000);
      });
      await playable(result);
      expect(libraryCalls).toEqual([{ authorization: null, izSession: null }]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('usePlayback asks through the shared authorised request', () => {
  it('renews a refused access token once and asks again with the new one', async () => {
    unregister();
    const renewed = vi.fn(async () => 'access-2');
    unregister = provideAccessTokens({ current: async () => 'access-1', renew: renewed });
    signIn();
    checkAnswer = (authorization) =>
      authorization === 'Bearer access-2'
        ? HttpResponse.json({ data: { attributes: { token: 'live-token-1', bypassed: false } } })
        : unauthorized();
    const { result } = renderHook(() => usePlayback(live));
    await playable(result);
    expect(renewed).toHaveBeenCalledTimes(1);
    expect(checkAuthorizations).toEqual(['Bearer access-1', 'Bearer access-2']);
    expect($errorNotification.get().display).toBe(false);
  });

  it('when the renewal is refused (the session is over), shows no connection failure and asks again signed out', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    unregister();
    let token: string | null = 'access-revoked';
    unregister = provideAccessTokens({
      current: async () => token,
      // As mfe-account does: the refresh is refused, the session ends here (it shows 'There was a
      // problem logging in'), and there is no token any more.
      renew: async () => {
        token = null;
        setLoggedOut();
        return null;
      },
    });
    signIn();
    checkAnswer = (authorization) =>
      authorization
        ? unauthorized()
        : HttpResponse.json(
            { errors: [{ status: '403', code: 'ERR_3684853_1', title: 'Forbidden' }] },
            { status: 403 },
          );
    const { result } = renderHook(() => usePlayback(live));
    await waitFor(() => expect(result.current.state.status).toBe('refused'));
    const { state } = result.current;
    expect(state.status === 'refused' && state.refusal.message).toBe(
      SESSION_CHECK_ERRORS.ERR_3684853_1.title,
    );
    expect(checkAuthorizations).toEqual(['Bearer access-revoked', null]);
    expect($errorNotification.get().title).not.toBe(STREAM_CONNECTION_FAILURE_TITLE);
  });
});

describe('usePlayback, on demand (spec 001 §4 "Access result for video")', () => {
  it('plays with KSession: the playlist carries it, and the session hands it out', async () => {
    unregister();
    completeLoginCheck();
    const { result } = renderHook(() => usePlayback(onDemand));
    expect(result.current.state.status).toBe('checking');
    const state = await playable(result);
    expect(new URL(state.media.url).searchParams.get('token')).toBe('ksession-1');
    expect(await state.session.token()).toBe('ksession-1');
    // Signed out: the library is asked as nobody.
    expect(libraryCalls).toEqual([{ authorization: null, izSession: null }]);
  });

  it('0 asks to log in and opens the login prompt, once the login check has answered', async () => {
    libraryAnswer = () => status(0);
    const { result } = renderHook(() => usePlayback(onDemand));
    expect($loginPrompt.get().message).toBeNull();

    act(() => completeLoginCheck());
    await waitFor(() => expect(result.current.state.status).toBe('refused'));
    await waitFor(() => expect($loginPrompt.get().message).toBe(RESTRICTED_MEDIA_PROMPT));
    const { state } = result.current;
    expect(state.status === 'refused' && state.refusal.message).toBe(ACCESS_MESSAGES[0]);
  });

  it('1 says there is no subscription and opens the upgrade promo', async () => {
    signIn();
    libraryAnswer = () => status(1);
    const { result } = renderHook(() => usePlayback(onDemand));
    await waitFor(() => expect($upgradePromo.get().display).toBe(true));
    const { state } = result.current;
    expect(state.status === 'refused' && state.refusal.message).toBe(ACCESS_MESSAGES[1]);
  });

  it('asks again, with the access token, when the viewer logs in or their login status changes', async () => {
    libraryAnswer = ({ authorization }) => (authorization ? granted('ksession-signed-in') : status(0));
    // Signed out: the access-token source has no token to give.
    unregister();
    let token: string | null = null;
    unregister = provideAccessTokens({ current: async () => token, renew: async () => null });
    completeLoginCheck();
    const { result } = renderHook(() => usePlayback(onDemand));
    await waitFor(() => expect(result.current.state.status).toBe('refused'));

    token = 'access-1';
    act(() => signIn());
    const state = await playable(result);
    expect(await state.session.token()).toBe('ksession-signed-in');
    expect(libraryCalls.at(-1)).toEqual({ authorization: 'Bearer access-1', izSession: null });

    const calls = libraryCalls.length;
    act(() => markLoginStatusUpdatedByUser());
    await waitFor(() => expect(libraryCalls.length).toBe(calls + 1));
  });

  it('once the player is ready, looks up the session state; a renewal then asks the library with the izSession', async () => {
    signIn();
    const { result } = renderHook(() => usePlayback(onDemand));
    const state = await playable(result);
    expect(sessionStateCalls).toEqual([]);

    state.session.ready();
    await waitFor(() => expect(sessionStateCalls).toEqual(['Bearer access-1']));
    libraryAnswer = () => granted('ksession-2');
    expect(await state.session.renew()).toBe('ksession-2');
    expect(libraryCalls.at(-1)).toEqual({ authorization: null, izSession: 'iz-1' });
    expect(await state.session.token()).toBe('ksession-2');
    expect(result.current.state.status).toBe('playable');
  });

  it('an expired izSession is looked up afresh and the renewal asked again with the new one', async () => {
    signIn();
    const { result } = renderHook(() => usePlayback(onDemand));
    const state = await playable(result);
    state.session.ready();
    await waitFor(() => expect(sessionStateCalls).toHaveLength(1));
    libraryAnswer = ({ izSession }) =>
      izSession === 'iz-1'
        ? HttpResponse.json(
            { errors: [{ status: '401', code: 'unauthorized', title: 'No user logged in' }] },
            { status: 401 },
          )
        : granted('ksession-3');
    expect(await state.session.renew()).toBe('ksession-3');
    expect(libraryCalls.slice(-2).map((call) => call.izSession)).toEqual(['iz-1', 'iz-2']);
  });

  it('renews with the access token before the player is ready, and as nobody when signed out', async () => {
    signIn();
    const signedIn = renderHook(() => usePlayback(onDemand));
    const state = await playable(signedIn.result);
    libraryAnswer = () => granted('ksession-2');
    await state.session.renew();
    expect(libraryCalls.at(-1)).toEqual({ authorization: 'Bearer access-1', izSession: null });
    signedIn.unmount();

    resetStoresForTests();
    unregister();
    completeLoginCheck();
    const signedOut = renderHook(() => usePlayback(onDemand));
    const open = await playable(signedOut.result);
    open.session.ready();
    expect(await open.session.renew()).toBe('ksession-2');
    // No session state is looked up for nobody.
    expect(sessionStateCalls).toEqual([]);
    expect(libraryCalls.at(-1)).toEqual({ authorization: null, izSession: null });
  });

  it('a renewal refused (the account blocked meanwhile) ends the playback with the refusal', async () => {
    signIn();
    const { result } = renderHook(() => usePlayback(onDemand));
    const state = await playable(result);
    state.session.ready();
    libraryAnswer = () => status(3);
    await expect(state.session.renew()).rejects.toThrow();
    await waitFor(() => expect(result.current.state.status).toBe('refused'));
    const refused = result.current.state;
    expect(refused.status === 'refused' && refused.refusal.message).toBe(ACCESS_MESSAGES[3]);
  });
});

describe('usePlayback, live (spec 001 §4, §7)', () => {
  it('checks first, then opens the websocket with the token (its lease), and closes it when the player goes', async () => {
    signIn();
    const { result, unmount } = renderHook(() => usePlayback(live));
    const state = await playable(result);
    expect(events).toEqual(['check', `socket open ${ASSET} live-token-1`]);
    expect(checks[0]).toEqual({
      data: {
        attributes: { videoID: ASSET, mediaType: 'live-stream', userID: 'sso-1', userEmail: 'sam@club.test' },
      },
    });
    expect(state.media.licenceUrl).toContain('live-token-1');
    unmount();
    expect(events.at(-1)).toBe(`socket closed ${ASSET}`);
  });

  it("records the check's bypassed value on the user it was asked for (spec 001 §3 session-check response: token, bypassed)", async () => {
    signIn();
    checkAnswer = () =>
      HttpResponse.json({ data: { attributes: { token: 'live-token-1', bypassed: true } } });
    const first = renderHook(() => usePlayback(live));
    await playable(first.result);
    expect($user.get().bypassed).toBe(true);
    first.unmount();
    checkAnswer = () =>
      HttpResponse.json({ data: { attributes: { token: 'live-token-2', bypassed: false } } });
    const second = renderHook(() => usePlayback(live));
    await playable(second.result);
    expect($user.get().bypassed).toBe(false);
    second.unmount();
  });

  it('a refused check opens no websocket and shows the code text', async () => {
    signIn();
    checkAnswer = () =>
      HttpResponse.json(
        {
          errors: [
            {
              status: '403',
              code: 'ERR_54648_1',
              title: 'Forbidden',
              meta: { openSessions: 3, sessionLimit: 2 },
            },
          ],
        },
        { status: 403 },
      );
    const { result } = renderHook(() => usePlayback(live));
    await waitFor(() => expect(result.current.state.status).toBe('refused'));
    expect(events).toEqual(['check']);
    const { state } = result.current;
    expect(state.status === 'refused' && state.refusal).toMatchObject({
      message: SESSION_CHECK_ERRORS.ERR_54648_1.title,
      sessions: { open: 3, limit: 2 },
    });
  });

  it('signed out, opens no websocket and is asked to log in', async () => {
    unregister();
    completeLoginCheck();
    checkAnswer = () =>
      HttpResponse.json(
        { errors: [{ status: '403', code: 'ERR_3684853_1', title: 'Forbidden' }] },
        { status: 403 },
      );
    const { result } = renderHook(() => usePlayback(live));
    await waitFor(() => expect(result.current.state.status).toBe('refused'));
    expect(events).toEqual(['check']);
    expect(checks[0]).toEqual({ data: { attributes: { videoID: ASSET, mediaType: 'live-stream' } } });
  });

  it('a failed check tells the viewer and sets the stream entitlements to null (spec 001 §8)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    signIn();
    setEntitlements('sso-1', ['subscriber']);
    checkAnswer = () => HttpResponse.json({ errors: [] }, { status: 500 });
    const { result } = renderHook(() => usePlayback(live));
    await waitFor(() => expect(result.current.state.status).toBe('failed'));
    expect($errorNotification.get()).toMatchObject({
      display: true,
      title: STREAM_CONNECTION_FAILURE_TITLE,
      message: STREAM_CONNECTION_FAILURE_MESSAGE,
    });
    expect($user.get().entitlements).toBeNull();
  });

  it('a renewal is the session check again; refused, the playback ends with its text', async () => {
    signIn();
    const { result } = renderHook(() => usePlayback(live));
    const state = await playable(result);
    checkAnswer = () =>
      HttpResponse.json({ data: { attributes: { token: 'live-token-2', bypassed: false } } });
    expect(await state.session.renew()).toBe('live-token-2');
    expect(checks).toHaveLength(2);
    // The renewal names the token it held, so the playback keeps its concurrency lease.
    expect(checks[1]).toMatchObject({ data: { attributes: { playbackToken: 'live-token-1' } } });
    checkAnswer = () =>
      HttpResponse.json({ data: { attributes: { token: 'live-token-3', bypassed: false } } });
    expect(await state.session.renew()).toBe('live-token-3');
    expect(checks[2]).toMatchObject({ data: { attributes: { playbackToken: 'live-token-2' } } });

    checkAnswer = () =>
      HttpResponse.json(
        { errors: [{ status: '403', code: 'ERR_56882466_1', title: 'Forbidden' }] },
        { status: 403 },
      );
    await expect(state.session.renew()).rejects.toThrow();
    await waitFor(() => expect(result.current.state.status).toBe('refused'));
    const refused = result.current.state;
    expect(refused.status === 'refused' && refused.refusal.message).toBe(
      SESSION_CHECK_ERRORS.ERR_56882466_1.title,
    );
  });
});
