// The four squads and their staff, made by a seeded generator from name lists, so every build
// gives the same players. Season stats are not here: the teams service counts them from the
// match events as a profile is asked for (teams/season-stats.ts), so a profile's goals are the
// goals the match centre shows.
//
// Under-18s players are minors: they get a birth year only, no date of birth, height or social
// links, and a one-line bio.
import {
  FIRST_TEAM_ALIAS,
  PLAYER_POSITIONS,
  type PlayerPosition,
  type PlayerProfile,
  type StaffMember,
  type Team,
} from '@club/shared/contracts';
import { formatPeriod } from '@club/shared/format';
import { DateTime } from 'luxon';
import { slugify } from '../lib/slugify.ts';
import { createPrng, type Prng } from './prng.ts';
import { TEAMS } from './teams-seed.ts';

/** A player as the seed keeps them: no season stats (the teams service counts those). */
export type SquadPlayer = PlayerProfile;

export interface Squad {
  team: Team;
  players: SquadPlayer[];
  staff: StaffMember[];
  /** Players who have left: they fill line-ups of seasons before the current squad arrived. */
  formerPlayers: Array<{ name: string; position: PlayerPosition }>;
}

const MEN_FIRST = (
  'James, Oliver, Harry, Jack, George, Noah, Charlie, Jacob, Alfie, Freddie, Thomas, Oscar, ' +
  'Leo, Archie, Joshua, Callum, Kieran, Marcus, Tyrese, Reece, Ethan, Daniel, Lewis, Connor, ' +
  'Kofi, Emeka, Mateo, Luca, Sven, Jonas, Rhys, Declan, Ruben, Theo, Samuel, Kai, Isaac, ' +
  'Jayden, Ollie, Ryan'
).split(', ');
const WOMEN_FIRST = (
  'Amelia, Olivia, Isla, Ava, Emily, Sophie, Grace, Lucy, Ella, Freya, Chloe, Millie, Evie, ' +
  'Hannah, Jess, Leah, Niamh, Caitlin, Maja, Ingrid, Sara, Elin, Aoife, Zara, Keira, Beth, ' +
  'Lauren, Esme, Ruby, Alessia, Lotte, Imani, Tamsin, Rachel, Georgia, Megan, Abbie, Hollie, ' +
  'Nadia, Erin'
).split(', ');
const SURNAMES = (
  'Walker, Hughes, Bennett, Carter, Fletcher, Harrison, Mitchell, Palmer, Reid, Turner, ' +
  'Wright, Graham, Lawson, Okafor, Mensah, Adeyemi, Boateng, Silva, Moreno, Van Dijkman, ' +
  'Larsen, Lindqvist, Byrne, Doyle, Gallagher, Morgan, Price, Campbell, Fraser, Stewart, ' +
  'Hayes, Brooks, Ellis, Foster, Knight, Marsh, Newton, Owens, Shaw, Wells, Barker, Cole, ' +
  'Dawson, Fisher, Holt, Kane, Lowe, Nash, Pearce, Quinn, Rowe, Sutton, Tate, Vaughan, Webb, ' +
  'Young, Asante, Diallo, Nwosu, Achterberg'
).split(', ');
/** Weighted: most of each squad is English. */
const NATIONALITIES = [
  ...Array<string>(12).fill('England'),
  ...(
    'Scotland, Scotland, Wales, Wales, Republic of Ireland, Northern Ireland, France, Netherlands, Norway, ' +
    'Sweden, Denmark, Spain, Portugal, Nigeria, Ghana, Jamaica, United States, Australia'
  ).split(', '),
];
/** Clubs a player may have come from (fictional, like the opponents). */
const FORMER_CLUBS = (
  'Valmont FC, Eastport Athletic, Kingsford Rovers, Westmoor, Harbourside City, Marlow Town, ' +
  'Hollins Park, Brookfield United, Ashcombe Albion, Redcliffe Town, Stonebridge Wanderers, ' +
  'Oakmere City, Lindenholm FC, Caldervale, Porthaven Athletic'
).split(', ');
const JUNIOR_CLUBS =
  'Northbridge Juniors, Ashcombe Colts, Redcliffe Youth, Oakmere Boys, Caldervale JFC'.split(', ');

interface TeamPlan {
  teamId: string;
  /** Seeds the generator, so one team's squad does not move when another's changes. */
  seed: number;
  women: boolean;
  /** Players per position, in PLAYER_POSITIONS order. */
  shape: [number, number, number, number];
  /** Years of birth, oldest first. */
  born: [number, number];
  staff: string[];
}

const PLANS: TeamPlan[] = [
  {
    teamId: 't3448',
    seed: 3448,
    women: false,
    shape: [3, 8, 8, 6],
    born: [1991, 2006],
    staff: [
      'Head Coach',
      'Assistant Head Coach',
      'Goalkeeping Coach',
      'First-Team Coach',
      'Head of Performance',
    ],
  },
  {
    teamId: 't18882',
    seed: 18882,
    women: true,
    shape: [3, 7, 8, 5],
    born: [1993, 2006],
    staff: ['Head Coach', 'Assistant Head Coach', 'Goalkeeping Coach', 'Physiotherapist'],
  },
  {
    teamId: 't17164',
    seed: 17164,
    women: false,
    shape: [2, 8, 7, 5],
    born: [2003, 2007],
    staff: ['B-Team Head Coach', 'Assistant Coach', 'Goalkeeping Coach'],
  },
  {
    teamId: 't15937',
    seed: 15937,
    women: false,
    shape: [2, 7, 7, 5],
    born: [2008, 2010],
    staff: ['Under-18s Lead Coach', 'Academy Manager', 'Professional Development Coach'],
  },
];

const POSITION_NUMBERS: Record<PlayerPosition, number[]> = {
  Goalkeeper: [1, 13, 31, 40, 21],
  Defender: [2, 3, 4, 5, 6, 12, 15, 16, 24, 26, 33],
  Midfielder: [8, 10, 14, 17, 18, 20, 22, 23, 25, 28],
  Forward: [7, 9, 11, 19, 27, 29, 30, 35, 39],
};

const HEIGHTS: Record<PlayerPosition, [number, number]> = {
  Goalkeeper: [185, 198],
  Defender: [176, 194],
  Midfielder: [168, 186],
  Forward: [170, 192],
};

/** The site's team segment: the first team is 'first-team' in addresses (its slug is empty). */
export const teamPathSegment = (team: Pick<Team, 'slug'>): string => team.slug || FIRST_TEAM_ALIAS;

let cached: Squad[] | undefined;

/** The four squads, in TEAMS order. Pure: the same every call. */
export function buildSquads(): Squad[] {
  cached ??= buildAll();
  return cached;
}

function buildAll(): Squad[] {
  const usedSlugs = new Set<string>();
  let nextId = 10_001;
  return PLANS.map((plan) => {
    const team = TEAMS.find((t) => t.id === plan.teamId);
    if (!team) throw new Error(`no team ${plan.teamId}`);
    const prng = createPrng(plan.seed);
    const minors = team.slug === 'under-18s';
    const names = uniqueNames(prng, plan.women, plan.shape.reduce((a, b) => a + b, 0) + 30);
    const players: SquadPlayer[] = [];
    let nameIndex = 0;
    for (const [group, position] of PLAYER_POSITIONS.entries()) {
      const numbers = prng.shuffle(POSITION_NUMBERS[position]);
      for (let i = 0; i < (plan.shape[group] ?? 0); i++) {
        const [firstName, lastName] = names[nameIndex++] as [string, string];
        const slug = uniqueSlug(usedSlugs, `${firstName} ${lastName}`);
        players.push(
          makePlayer(
            prng,
            { plan, team, minors, position, firstName, lastName, slug, id: `p${nextId++}` },
            numbers[i] ?? 40 + i,
          ),
        );
      }
    }
    const formerPlayers = names.slice(nameIndex, nameIndex + 22).map(([first, last], i) => ({
      name: `${first} ${last}`,
      position: (['Goalkeeper', 'Goalkeeper', 'Defender', 'Defender', 'Defender', 'Defender', 'Defender'][
        i
      ] ?? (i < 15 ? 'Midfielder' : 'Forward')) as PlayerPosition,
    }));
    const staffNames = uniqueNames(createPrng(plan.seed + 1), false, plan.staff.length);
    const staff = plan.staff.map((role, i) => {
      const [first, last] = staffNames[i] as [string, string];
      const slug = slugify(`${first} ${last} ${role}`);
      return {
        id: `s${plan.seed}-${i + 1}`,
        name: `${first} ${last}`,
        role,
        imageKey: `players/${slug}.jpg`,
      };
    });
    return { team, players, staff, formerPlayers };
  });
}

interface Identity {
  plan: TeamPlan;
  team: Team;
  minors: boolean;
  position: PlayerPosition;
  firstName: string;
  lastName: string;
  slug: string;
  id: string;
}

function makePlayer(prng: Prng, who: Identity, shirtNumber: number): SquadPlayer {
  const { plan, team, minors, position, firstName, lastName, slug, id } = who;
  const birthYear = prng.int(plan.born[0], plan.born[1]);
  const born = DateTime.utc(birthYear, prng.int(1, 12), prng.int(1, 28));
  const name = `${firstName} ${lastName}`;
  const nationality = minors ? 'England' : prng.pick(NATIONALITIES);
  // Scholars join in the summer they turn 16; senior players at some summer or January window
  // since 2018, a quarter of them this past summer (so they appear only in 2026-27 line-ups).
  const joined = minors
    ? DateTime.utc(birthYear + 16, 7, 1)
    : prng.next() < 0.25
      ? DateTime.utc(2026, prng.pick([6, 7, 8]), prng.int(1, 28))
      : DateTime.utc(
          prng.int(Math.max(2018, birthYear + 17), 2025),
          prng.pick([1, 6, 7, 8]),
          prng.int(1, 28),
        );
  const previousClubs = minors
    ? [prng.pick(JUNIOR_CLUBS)]
    : prng.shuffle(FORMER_CLUBS).slice(0, prng.int(0, 3));
  const heightCm = minors ? null : prng.int(...HEIGHTS[position]);
  const social =
    !minors && team.slug !== 'b-team' && prng.next() < 0.6
      ? [
          {
            network: 'instagram' as const,
            handle: slug.replace(/-/g, ''),
            url: `https://www.instagram.com/${slug.replace(/-/g, '')}`,
          },
          ...(prng.next() < 0.5
            ? [
                {
                  network: 'x' as const,
                  handle: slug.replace(/-/g, '_'),
                  url: `https://x.com/${slug.replace(/-/g, '_')}`,
                },
              ]
            : []),
        ]
      : [];
  return {
    id,
    slug,
    name,
    firstName,
    lastName,
    shirtNumber,
    position,
    nationality,
    imageKey: `players/${slug}.jpg`,
    teamId: team.id,
    teamSlug: team.slug,
    isMinor: minors,
    dateOfBirth: minors ? null : born.toISODate(),
    birthYear,
    heightCm,
    joined: joined.toISODate() as string,
    previousClubs,
    bioHtml: bio(prng, { name, firstName, position, nationality, team, minors, previousClubs, joined }),
    social,
    stats: [],
  };
}

function bio(
  prng: Prng,
  p: {
    name: string;
    firstName: string;
    position: PlayerPosition;
    nationality: string;
    team: Team;
    minors: boolean;
    previousClubs: string[];
    joined: DateTime;
  },
): string {
  const role = p.position.toLowerCase();
  if (p.minors) {
    return `<p>${p.name} is a ${role} in the Under-18s, in the academy since ${p.joined.year}.</p>`;
  }
  const from = p.previousClubs[0] ? ` from ${p.previousClubs[0]}` : ' through the academy';
  const trait = prng.pick([
    'reads the game well and rarely wastes the ball',
    'is known for work rate and a calm head under pressure',
    'brings pace and directness in the final third',
    'is a vocal presence in the dressing room',
    'has become a favourite of the supporters for wholehearted displays',
  ]);
  return (
    `<p>${p.name} joined the ${p.team.name}${from} in ${formatPeriod({ year: p.joined.year, month: p.joined.month, day: null })}.</p>` +
    `<p>A ${role}${p.nationality === 'England' ? '' : ` from ${p.nationality}`}, ${p.firstName} ${trait}.</p>`
  );
}

function uniqueNames(prng: Prng, women: boolean, n: number): Array<[string, string]> {
  const first = women ? WOMEN_FIRST : MEN_FIRST;
  const seen = new Set<string>();
  const names: Array<[string, string]> = [];
  while (names.length < n) {
    const pair: [string, string] = [prng.pick(first), prng.pick(SURNAMES)];
    // One surname per squad reads better on a team sheet, and keeps slugs apart.
    if (seen.has(pair[1])) continue;
    seen.add(pair[1]);
    names.push(pair);
  }
  return names;
}

function uniqueSlug(used: Set<string>, name: string): string {
  let slug = slugify(name);
  for (let i = 2; used.has(slug); i++) slug = `${slugify(name)}-${i}`;
  used.add(slug);
  return slug;
}
