import { type ServiceDataOptions, useServiceData } from '@club/shared/api';
import type { MatchDetail } from '@club/shared/contracts';
import { useState } from 'react';
import { getMatch } from '../api/get-match.ts';
import { goalAnnouncement } from '../lib/goal-announcements.ts';

/** How often a live match is asked for again (ours: the spec gives no number). */
export const LIVE_POLL_MS = 10_000;

/** A live match polls every LIVE_POLL_MS (while watched and the tab visible), until full time. */
const LIVE_MATCH_UPDATES: ServiceDataOptions<MatchDetail> = {
  refreshMs: LIVE_POLL_MS,
  refreshWhile: (match) => match.status === 'live',
};

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
 * A match from the match-data service, through the service data cache: its first answer is the
 * page's (on a server-rendered page it came with the page, so the server's last state shows before
 * any script), and the cache asks again every LIVE_POLL_MS while it is live, watched and the tab
 * visible, and at once when the tab shows again. A failed update keeps the last good match, stale.
 */
export function useLiveMatch(matchID: string): LiveMatchState & { reload: () => void } {
  const answer = useServiceData(
    `match/${matchID}`,
    (signal) => getMatch(matchID, signal),
    LIVE_MATCH_UPDATES,
  );
  const announcement = useGoalAnnouncement(answer.data);
  const { reload } = answer;
  if (answer.status === 'loading') return { status: 'loading', reload };
  if (answer.status === 'failed') return { status: 'failed', error: answer.error, reload };
  return { status: 'ready', match: answer.data, stale: answer.stale ?? false, announcement, reload };
}

/**
 * The goals the latest answer brought over the one before (goal-announcements.ts), kept until the
 * next goal; none for the first answer of a match.
 */
function useGoalAnnouncement(match: MatchDetail | undefined): string {
  const [last, setLast] = useState({ match, announcement: '' });
  if (!match || match === last.match) return last.announcement;
  const sameMatch = last.match?.matchID === match.matchID;
  const goals = last.match && sameMatch ? goalAnnouncement(last.match, match) : '';
  const next = { match, announcement: goals || (sameMatch ? last.announcement : '') };
  // Stored during render (React's pattern for what the last render saw): the render goes on with it.
  setLast(next);
  return next.announcement;
}
