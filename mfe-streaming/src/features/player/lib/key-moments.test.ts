import { type MatchEvent, MINUTE_MS, REPLAY_DURATION_S, replaySeconds } from '@club/shared/contracts';
import { aMatchEvent } from '@club/shared/testing';
import { describe, expect, it } from 'vitest';
import { KEY_MOMENT_LEAD_SECONDS } from '../constants.ts';
import { chaptersVtt, liveStreamMoments, momentStart, replayMoments } from './key-moments.ts';

const person = (name: string) => ({ id: null, slug: null, name, shirtNumber: 7 });
const event = (
  type: MatchEvent['type'],
  minute: number,
  side: MatchEvent['side'],
  extra: Partial<MatchEvent> = {},
) => aMatchEvent(type, minute, { side, player: person('On'), ...extra });
const side = (name: string) => ({ name, shortName: name, slug: name, crestImageKey: '' });

describe("a replay's key moments in the player", () => {
  // The club away: its events are the away side's.
  const match = {
    homeAway: 'away' as const,
    club: side('Northbridge FC'),
    opponent: side('Carrow Vale'),
    events: [
      event('goal', 12, 'away', { player: person('A Striker') }),
      event('substitution', 60, 'home', { playerOff: person('Off') }),
    ],
  };

  it("names each moment as the match centre does, with the event's team", () => {
    expect(replayMoments(match).map((moment) => moment.text)).toEqual([
      "0' Kick-off",
      "12' Goal: A Striker (Northbridge FC)",
      "45' Half-time",
      "46' Second half",
      "60' Substitution: On for Off (Carrow Vale)",
      "90' Full time",
    ]);
  });

  it('plays a moment from a few seconds before it, never before the start', () => {
    expect(momentStart({ seconds: replaySeconds(12) })).toBe(replaySeconds(12) - KEY_MOMENT_LEAD_SECONDS);
    expect(momentStart({ seconds: 2 })).toBe(0);
  });

  it('makes the moments chapters of the seek bar, each to the next, the last to the end', () => {
    const moments = replayMoments({
      ...match,
      events: [event('goal', 12, 'away'), event('yellow-card', 12, 'home')],
    });
    const vtt = chaptersVtt(moments);
    const cues = [...vtt.matchAll(/^(\S+) --> (\S+)\n(.+)$/gm)].map((m) => [m[1], m[2], m[3]]);
    // The two events of the same minute share one chapter.
    expect(cues[1]).toEqual([
      '00:11:30.000',
      '00:45:00.000',
      "12' Goal: On (Northbridge FC) · 12' Yellow card: On (Carrow Vale)",
    ]);
    expect(cues.at(-1)?.[1]).toBe('01:40:00.000');
    expect(REPLAY_DURATION_S).toBe(100 * 60);
  });
});

describe("the key moments of a match's live stream", () => {
  const KICKOFF = '2026-11-28T15:00:00.000Z';
  const start = Date.parse(KICKOFF);
  const match = {
    kickoff: KICKOFF,
    homeAway: 'home' as const,
    club: side('Northbridge FC'),
    opponent: side('Carrow Vale'),
    events: [
      event('goal', 12, 'home', { player: person('A Striker') }),
      event('yellow-card', 13, 'away', { player: person('A Defender') }),
    ],
  };
  // A DVR window of the minute from 11:30 to 12:30 on the match clock, 500 s into the player's timeline.
  const windowFrom = start + 11.5 * MINUTE_MS;
  const mediaTimeAt = (ms: number) => {
    const into = (ms - windowFrom) / 1000;
    return into >= 0 && into <= 60 ? 500 + into : null;
  };

  it('are those in the DVR window, each at the place its instant has on the timeline, named as in a replay', () => {
    expect(liveStreamMoments(match, mediaTimeAt)).toEqual([
      {
        kind: 'goal',
        seconds: 530,
        minute: "12'",
        event: match.events[0],
        text: "12' Goal: A Striker (Northbridge FC)",
      },
    ]);
  });

  it('move on with the window: kick-off and the card come and go as it passes them', () => {
    const from = (minutes: number) => (ms: number) => {
      const into = (ms - (start + minutes * MINUTE_MS)) / 1000;
      return into >= 0 && into <= 60 ? into : null;
    };
    expect(liveStreamMoments(match, from(-0.5)).map((moment) => moment.kind)).toEqual(['kick-off']);
    expect(liveStreamMoments(match, from(12.5)).map((moment) => moment.text)).toEqual([
      "13' Yellow card: A Defender (Carrow Vale)",
    ]);
    expect(liveStreamMoments(match, () => null)).toEqual([]);
  });
});
