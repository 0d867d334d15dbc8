// What happened in each result: line-ups, events, stats, officials and a short report, made by a
// seeded generator per match. The score is counted from the events (never stored apart from
// them), and the club's line-ups use squad players who had joined by kick-off, filled with
// former players (no id) where the squad is too new, so every linked player really played.
// Players' season stats are counted from the same events (teams/season-stats.ts).
import type {
  LineupPlayer,
  MatchDetail,
  MatchEvent,
  MatchPerson,
  MatchScore,
  MatchStat,
  PlayerPosition,
  TeamLineup,
} from '@club/shared/contracts';
import { eventOrder, otherSide, type Side, scoreFromEvents } from '../matches/match-events.ts';
import { createPrng, type Prng } from './prng.ts';
import type { ScheduledMatch } from './scheduled-match.ts';
import type { Squad, SquadPlayer } from './squads-seed.ts';

const FORMATIONS: Record<string, [number, number, number]> = {
  '4-3-3': [4, 3, 3],
  '4-2-3-1': [4, 5, 1],
  '4-4-2': [4, 4, 2],
  '3-5-2': [3, 5, 2],
};

const OFFICIALS = (
  'Paul Tierney, Rebecca Welch, Stuart Attwell, Sian Massey, Darren Bond, Helen Conley, ' +
  'Tom Nield, Amy Fearn, Craig Pawson, Lisa Rashid, Gary Lineker-Ross, Natalie Aspinall, ' +
  'Mark Halsey, Kirsty Dowle, Jon Moss, Emily Heaslip'
).split(', ');

const OPPONENT_FIRST = 'Ben, Sam, Liam, Max, Joe, Adam, Luke, Matt, Nathan, Aaron, Jordan, Josh'.split(', ');
const OPPONENT_FIRST_WOMEN = 'Lily, Katie, Jade, Laura, Amy, Holly, Anna, Ellie, Mia, Rosie, Kate, Eve'.split(
  ', ',
);
const OPPONENT_SURNAMES = (
  'Archer, Bailey, Chapman, Dixon, Edwards, Ford, Gibson, Hart, Irwin, Jones, King, Lloyd, ' +
  'Mason, Norris, Oliver, Parker, Roberts, Simpson, Thomas, Underwood, Vincent, Ward, Yates, ' +
  'Booth'
).split(', ');

/** Fills in a scheduled match: results get everything, the rest empty lists. */
export function buildMatchDetail(match: ScheduledMatch, squad: Squad): MatchDetail {
  const { seed: _seed, planned, ...summary } = match;
  if (!planned || match.status !== 'result') {
    return {
      ...summary,
      events: [],
      lineups: { home: emptyLineup(), away: emptyLineup() },
      stats: [],
      officials: [],
      report: null,
    };
  }
  const prng = createPrng(match.seed);
  const clubSide: Side = match.homeAway;
  const womens = squad.team.slug === 'lionesses';
  const kickoff = match.kickoff.slice(0, 10);
  const benchSize = squad.team.id === 't3448' ? 9 : 7;
  const lineups = {
    [clubSide]: clubLineup(prng, squad, kickoff, benchSize),
    [otherSide(clubSide)]: opponentLineup(match.opponent.slug, squad.team.id, womens, benchSize),
  } as Record<Side, TeamLineup>;
  const goals = { [clubSide]: planned.for, [otherSide(clubSide)]: planned.against } as Record<Side, number>;
  const events = buildEvents(
    prng,
    match.matchID,
    lineups,
    goals,
    match.competition.type === 'friendly' ? 7 : 5,
  );
  const score = scoreFromEvents(events);
  if (planned.shootout) {
    score.penalties = {
      [clubSide]: planned.shootout.for,
      [otherSide(clubSide)]: planned.shootout.against,
    } as Record<Side, number>;
  }
  const detail: MatchDetail = {
    ...summary,
    score,
    events,
    lineups,
    stats: buildStats(prng, events),
    officials: buildOfficials(prng, squad.team.id === 't3448' || womens),
    report: null,
  };
  detail.report = buildReport(detail);
  return detail;
}

const emptyLineup = (): TeamLineup => ({ formation: null, starting: [], substitutes: [] });

// ---- line-ups ------------------------------------------------------------------------------

interface Candidate {
  person: MatchPerson;
  position: PlayerPosition;
  /** Lower starts more often: the same players are mostly first choice. */
  rank: number;
  joined: string;
}

function clubLineup(prng: Prng, squad: Squad, kickoffDate: string, benchSize: number): TeamLineup {
  const current: Candidate[] = squad.players
    .filter((p) => p.joined <= kickoffDate)
    .map((p) => ({
      person: { id: p.id, slug: p.slug, name: p.name, shirtNumber: p.shirtNumber ?? 0 },
      position: p.position,
      rank: playerRank(p) + prng.next() * 0.35,
      joined: p.joined,
    }));
  const taken = new Set(squad.players.map((p) => p.shirtNumber));
  const spareNumbers = Array.from({ length: 60 }, (_, i) => i + 2).filter((n) => !taken.has(n));
  const former: Candidate[] = squad.formerPlayers.map((f, i) => ({
    person: { id: null, slug: null, name: f.name, shirtNumber: spareNumbers[i] ?? 90 + i },
    position: f.position,
    // Former players rank after the current squad, in a fixed order.
    rank: 1 + i / 100,
    joined: '0000',
  }));
  return pickLineup(prng, [...current, ...former], benchSize);
}

/** A stable quality rank in [0, 1) per player, so regulars emerge over a season. */
function playerRank(p: SquadPlayer): number {
  let h = 0;
  for (const c of p.id) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return (h % 1000) / 1000 / 1.5;
}

function opponentLineup(clubSlug: string, teamId: string, women: boolean, benchSize: number): TeamLineup {
  let h = 7;
  for (const c of `${clubSlug}/${teamId}`) h = (h * 33 + c.charCodeAt(0)) >>> 0;
  const prng = createPrng(h);
  const firstNames = women ? OPPONENT_FIRST_WOMEN : OPPONENT_FIRST;
  const surnames = prng.shuffle(OPPONENT_SURNAMES);
  const positions: PlayerPosition[] = [
    'Goalkeeper',
    'Goalkeeper',
    ...Array<PlayerPosition>(7).fill('Defender'),
  ];
  positions.push(...Array<PlayerPosition>(7).fill('Midfielder'), ...Array<PlayerPosition>(5).fill('Forward'));
  const numbers = prng.shuffle(Array.from({ length: 30 }, (_, i) => i + 2));
  const candidates = positions.map((position, i) => ({
    person: {
      id: null,
      slug: null,
      name: `${prng.pick(firstNames)} ${surnames[i] ?? 'Smith'}`,
      shirtNumber: position === 'Goalkeeper' && i === 0 ? 1 : (numbers[i] ?? 40 + i),
    },
    position,
    rank: i / 100,
    joined: '0000',
  }));
  // The same eleven every time against us: their team sheet is not what the page is about.
  return pickLineup(createPrng(h + 1), candidates, benchSize);
}

function pickLineup(prng: Prng, candidates: Candidate[], benchSize: number): TeamLineup {
  const formation = prng.pick(Object.keys(FORMATIONS));
  const [defenders, midfielders, forwards] = FORMATIONS[formation] as [number, number, number];
  const need: Array<[PlayerPosition, number]> = [
    ['Goalkeeper', 1],
    ['Defender', defenders],
    ['Midfielder', midfielders],
    ['Forward', forwards],
  ];
  const pool = [...candidates].sort((a, b) => a.rank - b.rank);
  const used = new Set<Candidate>();
  const starting: Candidate[] = [];
  for (const [position, n] of need) {
    const chosen = pool.filter((c) => c.position === position && !used.has(c)).slice(0, n);
    // Too few of a position: the best remaining outfield players fill in.
    while (chosen.length < n) {
      const spare = pool.find((c) => !used.has(c) && !chosen.includes(c) && c.position !== 'Goalkeeper');
      if (!spare) break;
      chosen.push(spare);
    }
    for (const c of chosen) used.add(c);
    starting.push(...chosen.map((c) => ({ ...c, position })));
  }
  const benchKeeper = pool.find((c) => c.position === 'Goalkeeper' && !used.has(c));
  const bench = [
    ...(benchKeeper ? [benchKeeper] : []),
    ...pool.filter((c) => !used.has(c) && c !== benchKeeper),
  ].slice(0, benchSize);
  // The longest-serving starter captains the side.
  const captain = [...starting].sort((a, b) => a.joined.localeCompare(b.joined) || a.rank - b.rank)[0];
  const asPlayer = (c: Candidate, isCaptain: boolean): LineupPlayer => ({
    ...c.person,
    position: c.position,
    captain: isCaptain,
  });
  return {
    formation,
    starting: starting.map((c) => asPlayer(c, c.person === captain?.person)),
    substitutes: bench.map((c) => asPlayer(c, false)),
  };
}

// ---- events -------------------------------------------------------------------------------

type EventDraft = Pick<
  MatchEvent,
  'type' | 'minute' | 'addedTime' | 'side' | 'player' | 'assist' | 'playerOff'
>;

interface Presence {
  on: number;
  off: number;
}

function buildEvents(
  prng: Prng,
  matchID: string,
  lineups: Record<Side, TeamLineup>,
  goals: Record<Side, number>,
  maxSubs: number,
): MatchEvent[] {
  const events: EventDraft[] = [];
  // When each player is on the pitch, as time keys: starters from 0, substitutes when they come on.
  const presence = new Map<LineupPlayer, Presence>();
  const sides: Side[] = ['home', 'away'];
  for (const side of sides) {
    for (const p of lineups[side].starting) presence.set(p, { on: 0, off: Number.POSITIVE_INFINITY });
  }
  const onPitch = (side: Side, key: number) =>
    lineups[side].starting.concat(lineups[side].substitutes).filter((p) => {
      const at = presence.get(p);
      return at !== undefined && at.on < key && key < at.off;
    });
  const randomTime = (from: number, to: number) => {
    const minute = prng.int(from, to);
    const addedTime = (minute === 45 || minute === 90) && prng.next() < 0.5 ? prng.int(1, 5) : 0;
    return { minute, addedTime };
  };
  const person = (p: LineupPlayer): MatchPerson => ({
    id: p.id,
    slug: p.slug,
    name: p.name,
    shirtNumber: p.shirtNumber,
  });
  const weighted = (players: LineupPlayer[], weights: Record<PlayerPosition, number>) => {
    const pool = players.flatMap((p) => Array<LineupPlayer>(weights[p.position]).fill(p));
    return pool.length > 0 ? prng.pick(pool) : undefined;
  };

  // Substitutions first: they decide who is on the pitch when everything else happens.
  for (const side of sides) {
    const bench = prng.shuffle(lineups[side].substitutes.filter((p) => p.position !== 'Goalkeeper'));
    const count = Math.min(prng.int(2, maxSubs), bench.length);
    const minutes = Array.from({ length: count }, () => randomTime(46, 89)).sort(
      (a, b) => eventOrder(a) - eventOrder(b),
    );
    for (const [i, time] of minutes.entries()) {
      const outfield = onPitch(side, eventOrder(time)).filter(
        (p) => p.position !== 'Goalkeeper' && presence.get(p)?.on === 0,
      );
      const off = outfield.length > 0 ? prng.pick(outfield) : undefined;
      const on = bench[i];
      if (!off || !on) continue;
      (presence.get(off) as Presence).off = eventOrder(time);
      presence.set(on, { on: eventOrder(time), off: Number.POSITIVE_INFINITY });
      events.push({
        type: 'substitution',
        ...time,
        side,
        player: person(on),
        assist: null,
        playerOff: person(off),
      });
    }
  }

  // Now and then a sending-off: a straight red, or a second yellow after a first.
  const dismissed = new Set<LineupPlayer>();
  for (const side of sides) {
    const roll = prng.next();
    if (roll > 0.08) continue;
    const time = randomTime(25, 88);
    const stays = onPitch(side, eventOrder(time)).filter(
      (p) => presence.get(p)?.off === Number.POSITIVE_INFINITY,
    );
    const player = stays.length > 0 ? prng.pick(stays) : undefined;
    if (!player) continue;
    dismissed.add(player);
    (presence.get(player) as Presence).off = eventOrder(time);
    const firstFrom = Math.floor((presence.get(player)?.on ?? 0) / 100) + 1;
    if (roll < 0.05 && firstFrom < time.minute) {
      const first = randomTime(firstFrom, time.minute - 1);
      events.push({
        type: 'yellow-card',
        ...first,
        side,
        player: person(player),
        assist: null,
        playerOff: null,
      });
      events.push({
        type: 'second-yellow-card',
        ...time,
        side,
        player: person(player),
        assist: null,
        playerOff: null,
      });
    } else {
      events.push({ type: 'red-card', ...time, side, player: person(player), assist: null, playerOff: null });
    }
  }

  // Bookings: one each at most for players who stay on (the dismissed have theirs already).
  for (const side of sides) {
    const booked = new Set<LineupPlayer>(dismissed);
    for (let i = prng.int(0, 4); i > 0; i--) {
      const time = randomTime(10, 90);
      const candidates = onPitch(side, eventOrder(time)).filter((p) => !booked.has(p));
      if (candidates.length === 0) continue;
      const player = prng.pick(candidates);
      booked.add(player);
      events.push({
        type: 'yellow-card',
        ...time,
        side,
        player: person(player),
        assist: null,
        playerOff: null,
      });
    }
  }

  // Goals: exactly the planned number per side, each by someone on the pitch at the time.
  for (const side of sides) {
    for (let i = 0; i < goals[side]; i++) {
      let placed = false;
      while (!placed) {
        const time = randomTime(1, 90);
        const key = eventOrder(time);
        const roll = prng.next();
        if (roll < 0.04) {
          const scorer = weighted(onPitch(otherSide(side), key), {
            Goalkeeper: 0,
            Defender: 4,
            Midfielder: 1,
            Forward: 0,
          });
          if (!scorer) continue;
          events.push({
            type: 'own-goal',
            ...time,
            side: otherSide(side),
            player: person(scorer),
            assist: null,
            playerOff: null,
          });
        } else {
          const attackers = onPitch(side, key);
          const scorer = weighted(attackers, { Goalkeeper: 0, Defender: 1, Midfielder: 3, Forward: 6 });
          if (!scorer) continue;
          const penalty = roll < 0.12;
          const helpers = attackers.filter((p) => p !== scorer && p.position !== 'Goalkeeper');
          const assist =
            !penalty && prng.next() < 0.72 && helpers.length > 0 ? person(prng.pick(helpers)) : null;
          events.push({
            type: penalty ? 'penalty-goal' : 'goal',
            ...time,
            side,
            player: person(scorer),
            assist,
            playerOff: null,
          });
        }
        placed = true;
      }
    }
    if (prng.next() < 0.05) {
      const time = randomTime(5, 90);
      const taker = weighted(onPitch(side, eventOrder(time)), {
        Goalkeeper: 0,
        Defender: 1,
        Midfielder: 3,
        Forward: 5,
      });
      if (taker)
        events.push({
          type: 'penalty-missed',
          ...time,
          side,
          player: person(taker),
          assist: null,
          playerOff: null,
        });
    }
  }

  return events
    .sort((a, b) => eventOrder(a) - eventOrder(b) || a.side.localeCompare(b.side))
    .map((e, i) => ({ id: `${matchID}-e${String(i + 1).padStart(2, '0')}`, ...e }));
}

// ---- stats, officials, report ---------------------------------------------------------------

function buildStats(prng: Prng, events: MatchEvent[]): MatchStat[] {
  const scoredFrom = (side: Side) =>
    events.filter((e) => e.side === side && (e.type === 'goal' || e.type === 'penalty-goal')).length;
  const possessionHome = prng.int(34, 66);
  const possession = { home: possessionHome, away: 100 - possessionHome };
  const per = (make: (side: Side) => number) => ({ home: make('home'), away: make('away') });
  const onTarget = per((side) => scoredFrom(side) + prng.int(0, 5));
  const shots = per((side) => onTarget[side] + prng.int(2, 9));
  const passes = per((side) => possession[side] * prng.int(8, 10) + prng.int(0, 40));
  const stat = (
    key: MatchStat['key'],
    label: string,
    values: { home: number; away: number },
    unit: string | null = null,
  ) => ({
    key,
    label,
    ...values,
    unit,
  });
  return [
    stat('possession', 'Possession', possession, '%'),
    stat('shots', 'Shots', shots),
    stat('shotsOnTarget', 'Shots on target', onTarget),
    stat(
      'corners',
      'Corners',
      per(() => prng.int(1, 11)),
    ),
    stat(
      'fouls',
      'Fouls',
      per(() => prng.int(6, 17)),
    ),
    stat(
      'offsides',
      'Offsides',
      per(() => prng.int(0, 5)),
    ),
    stat('passes', 'Passes', passes),
    stat(
      'passAccuracy',
      'Pass accuracy',
      per((side) => prng.int(68, 78) + Math.round(possession[side] / 6)),
      '%',
    ),
  ];
}

function buildOfficials(prng: Prng, fourthOfficial: boolean) {
  const names = prng.shuffle(OFFICIALS);
  const roles = [
    'Referee',
    'Assistant Referee',
    'Assistant Referee',
    ...(fourthOfficial ? ['Fourth Official'] : []),
  ];
  return roles.map((role, i) => ({ role, name: names[i] as string }));
}

function buildReport(match: MatchDetail): { headline: string; summary: string } {
  const score = match.score as MatchScore;
  const [home, away] =
    match.homeAway === 'home' ? [match.club, match.opponent] : [match.opponent, match.club];
  const clubSide = match.homeAway;
  const ours = score[clubSide];
  const theirs = score[otherSide(clubSide)];
  const shootout = score.penalties ? ` (${score.penalties.home}-${score.penalties.away} on penalties)` : '';
  const headline = `${home.name} ${score.home}-${score.away} ${away.name}${shootout}`;
  const scorers = match.events
    .filter((e) => e.side === clubSide && (e.type === 'goal' || e.type === 'penalty-goal'))
    .map(
      (e) =>
        `${e.player.name} (${e.minute}${e.addedTime ? `+${e.addedTime}` : ''}${e.type === 'penalty-goal' ? ' pen' : ''})`,
    );
  const wonShootout = score.penalties
    ? score.penalties[clubSide] > score.penalties[otherSide(clubSide)]
    : null;
  const outcome =
    ours > theirs
      ? `a ${ours}-${theirs} win over`
      : ours < theirs
        ? `a ${ours}-${theirs} defeat to`
        : `a ${ours}-${theirs} draw with`;
  const where = match.homeAway === 'home' ? `at ${match.venue.name}` : `away at ${match.venue.name}`;
  const goals = scorers.length > 0 ? ` Goals: ${scorers.join(', ')}.` : '';
  const penalties =
    wonShootout === null
      ? ''
      : wonShootout
        ? ' The tie was won on penalties.'
        : ' The tie was lost on penalties.';
  const crowd = match.attendance ? ` Attendance: ${match.attendance.toLocaleString('en-GB')}.` : '';
  return {
    headline,
    summary: `${match.club.name} played out ${outcome} ${match.opponent.name} ${where} in the ${match.competition.name} (${match.round}).${goals}${penalties}${crowd}`,
  };
}
