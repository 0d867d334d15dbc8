import { type MatchEvent, REPLAY_DURATION_S, replaySeconds } from '@club/shared/contracts';
import { describe, expect, it } from 'vitest';
import { KEY_MOMENT_LEAD_SECONDS } from '../constants.ts';
import { chaptersVtt, momentStart, replayMoments } from './key-moments.ts';

const person = (name: string) => ({ id: null, slug: null, name, shirtNumber: 7 });
const event = (
  type: MatchEvent['type'],
  minute: number,
  side: 'home' | 'away',
  extra: Partial<MatchEvent> = {},
) => ({
  id: `${type}-${minute}`,
  type,
  minute,
  addedTime: 0,
  side,
  player: person('On'),
  assist: null,
  playerOff: null,
  ...extra,
});
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
