// How each kind of playback gets a fresh token when its own expires (lib/playback-session.ts).
// On demand (video, and audio through the payment provider): through the payments library session,
// as the partner's player does, with the izSession it is handed once ready (spec 001 §4 "After the
// player is ready, a session token from the session-state lookup is sent to it"). Live streams:
// the session check again. Either way
// the services apply the viewer's rules as they are at that moment: a refusal ends the playback
// with its message.
import { isApiError } from '@club/shared/api';
import { getPaymentsSession } from '../api/get-payments-session.ts';
import { getSessionState } from '../api/get-session-state.ts';
import { SESSION_STATE_LOG_MESSAGE } from '../constants.ts';
import { createPlaybackSession, type PlaybackSession } from './playback-session.ts';
import type { Refusal } from './refusal.ts';
import {
  type Access,
  checkStreamAccess,
  paymentsAccess,
  type StreamAssetView,
  type Viewer,
} from './resolve-playback.ts';

/** A renewal the services refused: the viewer may no longer play this. */
class PlaybackRefusedError extends Error {
  constructor(readonly refusal: Refusal) {
    super(`playback refused on renewal: ${refusal.message}`);
    this.name = 'PlaybackRefusedError';
  }
}

interface RenewalOptions {
  /** The token the playback started with. */
  token: string;
  /** Signed in: the izSession or the access token say who is asking; signed out, nobody does. */
  signedIn: boolean;
  /** A renewal was refused: show the refusal in place of the player. */
  onRefused: (refusal: Refusal) => void;
}

/** The renewed token, or the refusal: shown (onRefused) and thrown, which ends the renewal. */
function renewedToken(access: Access, onRefused: (refusal: Refusal) => void): string {
  if (access.ok) return access.token;
  onRefused(access.refusal);
  throw new PlaybackRefusedError(access.refusal);
}

/** The izSession of the session-state lookup, or null (signed out, or the lookup failed: logged only). */
async function lookUpIzSession(): Promise<string | null> {
  try {
    return (await getSessionState()).izSession;
  } catch (error) {
    console.error(SESSION_STATE_LOG_MESSAGE, error);
    return null;
  }
}

/**
 * An on-demand playback's session. Once the player is ready it looks up the session state and keeps
 * the izSession; a renewal asks the payments library for the entry's session with it (a new izSession
 * if that one has expired), or with the access token before the player was ready or if the lookup
 * failed, or as nobody when signed out (an open video).
 */
export function onDemandPlaybackSession({
  entryId,
  token,
  signedIn,
  onRefused,
}: RenewalOptions & { entryId: string }): PlaybackSession {
  let izSession: Promise<string | null> = Promise.resolve(null);

  async function askLibrary() {
    const handed = await izSession;
    if (handed) {
      try {
        return await getPaymentsSession(entryId, { izSession: handed });
      } catch (error) {
        if (!(isApiError(error) && error.status === 401)) throw error;
        // The izSession expired (an hour): look the session state up again and use the new one.
        izSession = lookUpIzSession();
        const fresh = await izSession;
        if (fresh) return getPaymentsSession(entryId, { izSession: fresh });
      }
    }
    return getPaymentsSession(entryId, 'signed-in-user');
  }

  return createPlaybackSession(
    token,
    async () => renewedToken(paymentsAccess(await askLibrary()), onRefused),
    () => {
      if (signedIn) izSession = lookUpIzSession();
    },
  );
}

/**
 * A live or audio stream's session: a renewal is the session check again, for the viewer as they are
 * now (the shared authorised request sends their access token, refreshed if need be), naming the
 * token it held so the playback keeps its concurrency lease rather than counting as another device.
 */
export function streamPlaybackSession({
  asset,
  token,
  viewer,
  onRefused,
}: RenewalOptions & { asset: StreamAssetView; viewer: Viewer }): PlaybackSession {
  return createPlaybackSession(token, async (last) =>
    renewedToken(await checkStreamAccess(asset, viewer, { renewing: last }), onRefused),
  );
}
