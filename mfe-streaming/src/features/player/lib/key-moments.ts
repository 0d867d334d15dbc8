// A full-match replay's key moments in the player (issue 24 item 1): the match centre's events
// placed on the replay's timeline (@club/shared's replays.ts), named as the match centre names them,
// shown as chapters of the seek bar (media-chrome's time range draws a gap at each and names the
// one under the pointer) and as a list that plays from a few seconds before each. A match's own
// live stream has them too, for the moments inside its DVR window: each at its instant on the
// match clock (@club/shared's match-clock.ts), placed by the stream's programme time.
import {
  type KeyMoment,
  keyMoments,
  type LiveMoment,
  liveMoments,
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

type MomentMatch = Pick<MatchDetail, 'events' | 'homeAway' | 'club' | 'opponent'>;

/** How a moment reads: 23' Goal: A Player (Northbridge FC); 45' Half-time. */
function momentText(moment: Pick<KeyMoment, 'kind' | 'minute' | 'event'>, match: MomentMatch): string {
  const { event } = moment;
  if (!event) return `${moment.minute} ${KEY_MOMENT_LABELS[moment.kind as keyof typeof KEY_MOMENT_LABELS]}`;
  // An event's side is home or away; the club is the side it plays as.
  const team = (event.side === match.homeAway ? match.club : match.opponent).name;
  const who =
    event.type === 'substitution' && event.playerOff
      ? `${event.player.name} for ${event.playerOff.name}`
      : event.player.name;
  return `${moment.minute} ${MATCH_EVENT_LABELS[event.type]}: ${who} (${team})`;
}

/** The moments of `match`'s replay, each with its text. */
export function replayMoments(match: MomentMatch): ReplayMoment[] {
  return keyMoments(match.events).map((moment) => ({ ...moment, text: momentText(moment, match) }));
}

/**
 * The moments of a match's live stream that are in its DVR window: those whose instant the stream
 * has (`mediaTimeAt`, the engine's programme time), each at that place on the timeline.
 */
export function liveStreamMoments(
  match: MomentMatch & Pick<MatchDetail, 'kickoff'>,
  mediaTimeAt: (epochMs: number) => number | null,
): ReplayMoment[] {
  return liveMoments(match.kickoff, match.events).flatMap((moment: LiveMoment) => {
    const seconds = mediaTimeAt(moment.at);
    if (seconds === null) return [];
    const { kind, minute, event } = moment;
    return [{ kind, seconds, minute, event, text: momentText(moment, match) }];
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
