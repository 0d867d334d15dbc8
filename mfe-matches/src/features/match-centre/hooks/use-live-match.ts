import { useServiceData } from '@club/shared/api';
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

/** What the live updates of one match have brought since its first answer. */
interface LiveUpdate {
  matchID: string;
  match?: MatchDetail;
  stale: boolean;
  announcement: string;
}

/**
 * A match from the match-data service. Its first answer is the page's (useServiceData: on a
 * server-rendered page it came with the page, so the server's last state shows before any script).
 * While it is live and the tab is visible it is asked for again every LIVE_POLL_MS, and at once when
 * the tab shows again; polling stops at full time. A failed update keeps the last good match and
 * marks it stale.
 */
export function useLiveMatch(matchID: string): LiveMatchState & { reload: () => void } {
  const first = useServiceData(`match/${matchID}`, (signal) => getMatch(matchID, signal));
  const [update, setUpdate] = useState<LiveUpdate | null>(null);
  const own = update?.matchID === matchID ? update : null;
  const match = own?.match ?? first.data;
  const latest = useRef(match);
  latest.current = match;

  useEffect(() => {
    if (!first.data) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;

    const schedule = () => {
      clearTimeout(timer);
      timer = undefined;
      if (controller.signal.aborted || document.hidden) return;
      if (latest.current?.status !== 'live') return;
      timer = setTimeout(poll, LIVE_POLL_MS);
    };

    async function poll() {
      try {
        const match = await getMatch(matchID, controller.signal);
        if (controller.signal.aborted) return;
        const before = latest.current;
        latest.current = match;
        const announcement = before ? goalAnnouncement(before, match) : '';
        setUpdate((previous) => ({
          matchID,
          match,
          stale: false,
          announcement: announcement || (previous?.matchID === matchID ? previous.announcement : ''),
        }));
      } catch {
        if (controller.signal.aborted) return;
        setUpdate((previous) => ({
          ...(previous?.matchID === matchID ? previous : { matchID, announcement: '' }),
          stale: true,
        }));
      }
      schedule();
    }

    const onVisibility = () => {
      if (document.hidden) {
        clearTimeout(timer);
        timer = undefined;
      } else if (latest.current?.status === 'live' && timer === undefined) {
        void poll();
      }
    };
    document.addEventListener('visibilitychange', onVisibility);
    schedule();
    return () => {
      controller.abort();
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [matchID, first.data]);

  const { reload } = first;
  const retry = useCallback(() => {
    setUpdate(null);
    reload();
  }, [reload]);
  if (first.status === 'loading') return { status: 'loading', reload: retry };
  if (first.status === 'failed') return { status: 'failed', error: first.error, reload: retry };
  if (!match) return { status: 'loading', reload: retry };
  return {
    status: 'ready',
    match,
    stale: own?.stale ?? false,
    announcement: own?.announcement ?? '',
    reload: retry,
  };
}
