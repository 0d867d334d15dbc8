// A full-match replay's key moments in the player (issue 24 item 1): the match centre's events
// placed on the replay's timeline (@club/shared's replays.ts), named as the match centre names them,
// shown as chapters of the seek bar (media-chrome's time range draws a gap at each and names the
// one under the pointer) and as a list that plays from a few seconds before each.
import {
  type KeyMoment,
  keyMoments,
  MATCH_EVENT_LABELS,
  type MatchDetail,
  REPLAY_DURATION_S,
  webVttTime as vttTime,
} from '@club/shared/contracts';
import { KEY_MOMENT_LABELS, KEY_MOMENT_LEAD_SECONDS } from '../constants.ts';

export interface ReplayMoment extends KeyMoment {
  /** How the moment reads: 23' Goal: A Player (Northbridge FC). */
  text: string;
}

/** The moments of `match`'s replay, each with its text. */
export function replayMoments(
  match: Pick<MatchDetail, 'events' | 'homeAway' | 'club' | 'opponent'>,
): ReplayMoment[] {
  return keyMoments(match.events).map((moment) => {
    const { event } = moment;
    if (!event)
      return {
        ...moment,
        text: `${moment.minute} ${KEY_MOMENT_LABELS[moment.kind as keyof typeof KEY_MOMENT_LABELS]}`,
      };
    // An event's side is home or away; the club is the side it plays as.
    const team = (event.side === match.homeAway ? match.club : match.opponent).name;
    const who =
      event.type === 'substitution' && event.playerOff
        ? `${event.player.name} for ${event.playerOff.name}`
        : event.player.name;
    return { ...moment, text: `${moment.minute} ${MATCH_EVENT_LABELS[event.type]}: ${who} (${team})` };
  });
}

/** Where choosing a moment plays from: a few seconds before it, never before the start. */
export const momentStart = (moment: Pick<KeyMoment, 'seconds'>): number =>
  Math.max(0, moment.seconds - KEY_MOMENT_LEAD_SECONDS);

/**
 * The moments as a WebVTT chapters track: each from its moment to the next (moments at the same
 * second share one chapter), the last to the end of the replay.
 */
export function chaptersVtt(moments: readonly ReplayMoment[], duration: number = REPLAY_DURATION_S): string {
  const chapters: Array<{ start: number; text: string }> = [];
  for (const moment of moments) {
    const last = chapters.at(-1);
    if (last && last.start === moment.seconds) last.text += ` · ${moment.text}`;
    else chapters.push({ start: moment.seconds, text: moment.text });
  }
  const lines = ['WEBVTT', ''];
  chapters.forEach((chapter, index) => {
    const end = Math.min(chapters[index + 1]?.start ?? duration, duration);
    if (end > chapter.start) lines.push(`${vttTime(chapter.start)} --> ${vttTime(end)}`, chapter.text, '');
  });
  return lines.join('\n');
}
