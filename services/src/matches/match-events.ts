// Reading a match from its events: the score they add up to (the match clock counts a live match's
// score from the events so far; the seed fills each result's score the same way), and their order.
import type { MatchEvent, MatchScore } from '@club/shared/contracts';

export type Side = 'home' | 'away';
export const otherSide = (side: Side): Side => (side === 'home' ? 'away' : 'home');

/** Goals per side counted from the events: an own goal counts for the other side. */
export function scoreFromEvents(events: readonly MatchEvent[]): MatchScore {
  const tally = (upTo: number) => {
    const count = { home: 0, away: 0 };
    for (const e of events) {
      if (eventOrder(e) > upTo) continue;
      if (e.type === 'goal' || e.type === 'penalty-goal') count[e.side]++;
      if (e.type === 'own-goal') count[otherSide(e.side)]++;
    }
    return count;
  };
  const full = tally(Number.POSITIVE_INFINITY);
  return { ...full, halfTime: tally(eventOrder({ minute: 45, addedTime: 99 })), penalties: null };
}

/** Orders 45+2 before 46 and 90+3 after 90. */
export const eventOrder = (e: Pick<MatchEvent, 'minute' | 'addedTime'>) => e.minute * 100 + e.addedTime;
