// Spoiler-free mode (issue 24 item 2, ours): a setting kept for the supporter (the `spoiler_free`
// cookie, @club/shared/stores' $spoilerFree) that spares someone who has not seen a match yet its
// result. While it is on, the site writes scores in video titles as 'v', blurs the pictures of
// those videos (their artwork carries the title), keeps a full-match replay's length to itself
// until the supporter has played it, leaves the goals out of a replay's key moments, and the match
// centre of a match with a replay shows its score only when asked.
// The rules live here, once; the switch is @club/shared/ui's SpoilerFreeSwitch.
import type { VideoItem } from './feed.ts';
import type { MatchDetail, MatchEvent } from './matches.ts';

/** The switch's name, and what it does (its description). */
export const SPOILER_FREE_LABEL = 'Spoiler-free';
export const SPOILER_FREE_HINT = 'Hides scores, goals and the length of match replays';

/** How long the setting is kept, in days: a season and a bit. */
export const SPOILER_FREE_COOKIE_DAYS = 400;

/** The category of whole-match replays (video and commentary): their length can give extra time away. */
export const FULL_MATCHES_CATEGORY = 'full-matches';

/** The events that change or nearly change the score: left out of a replay's key moments. */
export const SCORING_EVENTS: ReadonlySet<MatchEvent['type']> = new Set(['goal', 'penalty-goal', 'own-goal']);

/** What a score becomes in a title: "Lionesses 3-1 Westmoor Ladies" reads "Lionesses v Westmoor Ladies". */
export const HIDDEN_SCORE = 'v';

// A score: one or two digits, a hyphen or an en dash, one or two digits, not part of a longer number,
// a date (2026-27, 12/10) or a time. Seasons written 2026/27 or 2026-27 are left alone.
const SCORE = /(?<![\d/.:–-])\d{1,2}\s?[-–]\s?\d{1,2}(?![\d/.:–-])/g;

/** `text` with every score in it written as 'v'. */
export function withoutScores(text: string): string {
  return text.replace(SCORE, HIDDEN_SCORE);
}

/** The text to show: as it is, or without its scores while spoiler-free mode is on. */
export function spoilerSafe(text: string, spoilerFree: boolean): string {
  return spoilerFree ? withoutScores(text) : text;
}

/** Whether `text` gives a score away. */
export function hasScore(text: string): boolean {
  return withoutScores(text) !== text;
}

/**
 * Whether a video's picture is blurred: in spoiler-free mode, when its title has a score, which its
 * artwork (made from the title) shows too.
 */
export function hidesPicture(item: Pick<VideoItem, 'metaData'>, spoilerFree: boolean): boolean {
  return spoilerFree && hasScore(item.metaData.title);
}

/** A whole-match replay, video or commentary. */
export function isFullMatch(item: Pick<VideoItem, 'metaData'>): boolean {
  return item.metaData.categories?.includes(FULL_MATCHES_CATEGORY) ?? false;
}

/** Whether a video's length is shown: always, but for a full-match replay not yet played in spoiler-free mode. */
export function showsDuration(
  item: Pick<VideoItem, 'metaData'>,
  { spoilerFree, played }: { spoilerFree: boolean; played: boolean },
): boolean {
  return !spoilerFree || played || !isFullMatch(item);
}

/** Whether a replay's key moment is shown: its goals are kept back in spoiler-free mode. */
export function showsMoment(
  moment: { event: Pick<MatchEvent, 'type'> | null },
  spoilerFree: boolean,
): boolean {
  return !spoilerFree || !moment.event || !SCORING_EVENTS.has(moment.event.type);
}

/**
 * Whether the match centre keeps a match's score back: in spoiler-free mode, for a finished match
 * that has a replay (released or still held back), until the supporter asks to see it.
 */
export function hidesMatchScore(
  match: Pick<MatchDetail, 'status' | 'replay'>,
  spoilerFree: boolean,
): boolean {
  return spoilerFree && match.status === 'result' && Boolean(match.replay);
}
