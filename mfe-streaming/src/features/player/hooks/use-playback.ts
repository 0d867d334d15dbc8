import { isApiError } from '@club/shared/api';
import {
  $user,
  openLoginPrompt,
  openUpgradePromo,
  setEntitlements,
  showErrorNotification,
} from '@club/shared/stores';
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useState } from 'react';
import {
  LOGIN_CHECK_WAIT_MS,
  RESTRICTED_MEDIA_PROMPT,
  STREAM_CONNECTION_FAILURE_MESSAGE,
  STREAM_CONNECTION_FAILURE_TITLE,
} from '../constants.ts';
import type { PlaybackSession } from '../lib/playback-session.ts';
import type { Refusal } from '../lib/refusal.ts';
import { onDemandPlaybackSession, streamPlaybackSession } from '../lib/renew-playback.ts';
import {
  loadStreamAsset,
  type PlaybackDecision,
  type PlaybackSource,
  playsThroughPaymentProvider,
  resolveOnDemand,
  resolveProviderAudio,
  resolveStream,
  type StreamAssetView,
} from '../lib/resolve-playback.ts';
import { openStreamSocket, type StreamSocket } from '../lib/stream-socket.ts';

export type PlaybackState =
  | { status: 'checking'; asset: StreamAssetView | null }
  | (Extract<PlaybackDecision, { status: 'playable' }> & { session: PlaybackSession })
  | Exclude<PlaybackDecision, { status: 'playable' }>
  | { status: 'failed'; asset: StreamAssetView | null };

/** Spec 001 §8 "Stream connection failure": the notification, and the stream entitlements set to null. */
function reportConnectionFailure(userID: string | null): void {
  showErrorNotification(STREAM_CONNECTION_FAILURE_TITLE, STREAM_CONNECTION_FAILURE_MESSAGE);
  if (userID) setEntitlements(userID, null);
}

/** A playable decision with the session that renews its token (made from the token it starts with). */
const withSession = (decision: PlaybackDecision, make: (token: string) => PlaybackSession): PlaybackState =>
  decision.status === 'playable' ? { ...decision, session: make(decision.media.token) } : decision;

const sourceKey = (source: PlaybackSource) =>
  source.kind === 'on-demand' ? `on-demand:${source.entryId}` : `stream:${source.assetId}`;

/** An access call refused the access token even after renewing it: the session is over. */
const isSessionOver = (error: unknown) => isApiError(error) && error.kind === 'http' && error.status === 401;

/**
 * True once the login check has completed (spec 001 §4: access is checked when it completes), so a
 * signed-in supporter's first check never goes out anonymous; or once LOGIN_CHECK_WAIT_MS have
 * passed without it (the account remote is down: the player then asks as a signed-out visitor).
 */
function useLoginCheckAnswered(completed: boolean): boolean {
  const [waitedOut, setWaitedOut] = useState(false);
  useEffect(() => {
    if (completed) return;
    const timer = setTimeout(() => setWaitedOut(true), LOGIN_CHECK_WAIT_MS);
    return () => clearTimeout(timer);
  }, [completed]);
  return completed || waitedOut;
}

/**
 * Decides whether this user may play `source` (spec 001 §4) and keeps a live stream's concurrency
 * lease alive with the websocket while the player shows it. It asks once the login check has
 * completed, again when the login status changes, and on `retry`. Every access call goes through
 * the shared authorised request, so a refused access token is renewed once; when that is refused
 * too the session is over (mfe-account says 'There was a problem logging in') and the player asks
 * again as the signed-out visitor the supporter now is. A refusal of an on-demand video opens the
 * login prompt (status 0) or the upgrade promo (status 1), once the login check has answered. A
 * playable decision comes with a session that renews its token while the player plays
 * (lib/renew-playback.ts); a renewal the services refuse ends the playback with its refusal.
 */
export function usePlayback(source: PlaybackSource): { state: PlaybackState; retry: () => void } {
  const { loginCheckCompleted, loggedIn, ssoID, email, loginStatusUpdatedByUser } = useStore($user);
  const loginAnswered = useLoginCheckAnswered(loginCheckCompleted);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<PlaybackState>({ status: 'checking', asset: null });
  const key = sourceKey(source);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the source is named by its key; the login fields and attempt are the reasons to ask again.
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    let socket: StreamSocket | null = null;
    let stopped = false;
    const userID = loggedIn ? ssoID : null;
    setState((previous) => ({ status: 'checking', asset: previous.asset }));

    // A renewal refused while playing (the viewer lost access meanwhile) ends the playback with its message.
    const onRefused = (refusal: Refusal) => {
      if (!stopped) setState((previous) => ({ status: 'refused', refusal, asset: previous.asset }));
    };

    const renewal = { signedIn: loggedIn, onRefused };

    // Spec 001 §4: access is checked when the login check completes, never before it; what is
    // public (a stream's title and pictures, that it is offline) shows at once.
    async function run(): Promise<PlaybackState> {
      const viewer = { userID, userEmail: loggedIn ? email : null };
      if (source.kind === 'on-demand') {
        if (!loginAnswered) return { status: 'checking', asset: null };
        const { entryId } = source;
        return withSession(await resolveOnDemand(entryId, signal), (token) =>
          onDemandPlaybackSession({ ...renewal, token, entryId }),
        );
      }
      const asset = await loadStreamAsset(source.assetId, signal);
      if (stopped || (!loginAnswered && asset.status === 'active')) return { status: 'checking', asset };
      setState({ status: 'checking', asset });
      if (playsThroughPaymentProvider(asset)) {
        return withSession(await resolveProviderAudio(asset, signal), (token) =>
          onDemandPlaybackSession({ ...renewal, token, entryId: asset.id }),
        );
      }
      const decision = await resolveStream(asset, viewer, signal);
      // The check opened this playback's concurrency lease and bound the token to it; the
      // websocket keeps that lease alive while the player plays, and closing it releases it.
      if (decision.status === 'playable' && asset.live && userID) {
        socket = await openStreamSocket({
          userId: userID,
          assetId: asset.id,
          token: decision.media.token,
          onFailure: () => {
            if (stopped) return;
            reportConnectionFailure(userID);
            setState({ status: 'failed', asset });
          },
        });
        if (stopped) socket.close();
      }
      return withSession(decision, (token) => streamPlaybackSession({ ...renewal, token, asset, viewer }));
    }

    run().then(
      (next) => {
        if (stopped) return;
        setState(next);
        if (next.status !== 'refused' || !loginCheckCompleted) return;
        if (next.refusal.opens === 'login-prompt') openLoginPrompt(RESTRICTED_MEDIA_PROMPT);
        if (next.refusal.opens === 'upgrade-promo') openUpgradePromo();
      },
      (error: unknown) => {
        if (stopped || (isApiError(error) && error.kind === 'aborted')) return;
        if (isSessionOver(error) && !$user.get().loggedIn) {
          // The account site refused to renew the access token and ended the session here (it
          // told the supporter); the check runs again for the signed-out visitor.
          console.warn('[mfe-streaming] the access token was refused; asking again signed out');
          return;
        }
        // Spec 001 §7: a failed session check is logged; §8: the viewer is told, entitlements go null.
        console.error('[mfe-streaming] playback access failed', error);
        reportConnectionFailure(userID);
        setState((previous) => ({ status: 'failed', asset: previous.asset }));
      },
    );

    return () => {
      stopped = true;
      controller.abort();
      socket?.close();
    };
  }, [key, attempt, loginAnswered, loggedIn, ssoID, loginStatusUpdatedByUser]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
