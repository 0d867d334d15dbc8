import type { MatchDetail } from '@club/shared/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getMatch } from '../api/get-match.ts';
import { goalAnnouncement } from '../lib/goal-announcements.ts';

/** How often a live match is asked for again (ours: the spec gives no number). */
export const LIVE_POLL_MS = 10_000;

export type LiveMatchState =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | {
      status: 'ready';
      match: MatchDetail;
      /** A live update failed: what is shown is the last good answer and may be out of date. */
      stale: boolean;
      /** The latest goals, for a polite live region. */
      announcement: string;
    };

/**
 * A match from the match-data service, asked for again every LIVE_POLL_MS while it is live and the
 * tab is visible, and at once when the tab shows again; polling stops at full time. A failed
 * update keeps the last good match and marks it stale.
 */
export function useLiveMatch(matchID: string): LiveMatchState & { reload: () => void } {
  const [state, setState] = useState<LiveMatchState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const current = useRef<MatchDetail | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt restarts the load on Try again
  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    current.current = null;
    setState({ status: 'loading' });

    const schedule = () => {
      clearTimeout(timer);
      timer = undefined;
      if (controller.signal.aborted || document.hidden) return;
      if (current.current?.status !== 'live') return;
      timer = setTimeout(update, LIVE_POLL_MS);
    };

    async function update() {
      try {
        const match = await getMatch(matchID, controller.signal);
        if (controller.signal.aborted) return;
        const before = current.current;
        current.current = match;
        const announcement = before ? goalAnnouncement(before, match) : '';
        setState((previous) => ({
          status: 'ready',
          match,
          stale: false,
          announcement: announcement || (previous.status === 'ready' ? previous.announcement : ''),
        }));
      } catch (error) {
        if (controller.signal.aborted) return;
        const last = current.current;
        setState(
          last
            ? (previous) => ({ ...(previous as Extract<LiveMatchState, { status: 'ready' }>), stale: true })
            : { status: 'failed', error },
        );
        if (!last) return;
      }
      schedule();
    }

    const onVisibility = () => {
      if (document.hidden) {
        clearTimeout(timer);
        timer = undefined;
      } else if (current.current?.status === 'live' && timer === undefined) {
        void update();
      }
    };
    document.addEventListener('visibilitychange', onVisibility);
    void update();
    return () => {
      controller.abort();
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [matchID, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
