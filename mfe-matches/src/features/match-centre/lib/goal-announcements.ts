import { type MatchDetail, type MatchEvent, minuteText } from '@club/shared/contracts';

export const GOAL_EVENT_TYPES: ReadonlySet<MatchEvent['type']> = new Set([
  'goal',
  'penalty-goal',
  'own-goal',
]);

/** 34', 45+2' */
export const eventMinute = (event: Pick<MatchEvent, 'minute' | 'addedTime'>): string =>
  minuteText(event.minute, event.addedTime);

/** The side an event's goal counts for: an own goal counts for the other side. */
const scoringSide = (event: MatchEvent): 'home' | 'away' =>
  event.type === 'own-goal' ? (event.side === 'home' ? 'away' : 'home') : event.side;

/**
 * What a screen reader hears when goals arrive in a live update: each new goal with the scorer,
 * the side it counts for and the minute, then the score. Empty when no goal is new.
 */
export function goalAnnouncement(before: MatchDetail, after: MatchDetail): string {
  const known = new Set(before.events.map((e) => e.id));
  const goals = after.events.filter((e) => GOAL_EVENT_TYPES.has(e.type) && !known.has(e.id));
  if (goals.length === 0) return '';
  const [home, away] =
    after.homeAway === 'home' ? [after.club, after.opponent] : [after.opponent, after.club];
  const sideName = (side: 'home' | 'away') => (side === 'home' ? home.name : away.name);
  const lines = goals.map(
    (goal) =>
      `Goal for ${sideName(scoringSide(goal))}: ${goal.player.name}${goal.type === 'own-goal' ? ' (own goal)' : ''}, ${eventMinute(goal)}.`,
  );
  const score = after.score ? ` ${home.name} ${after.score.home}, ${away.name} ${after.score.away}.` : '';
  return `${lines.join(' ')}${score}`;
}
