import * as v from '@club/shared/schema';

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
/** A calendar date, YYYY-MM-DD. */
const isoDate = v.pipe(v.string(), v.isoDate());

/** The four position groups a squad is shown in, in the order the site lists them. */
export const PLAYER_POSITIONS = ['Goalkeeper', 'Defender', 'Midfielder', 'Forward'] as const;
export const playerPosition = v.picklist(PLAYER_POSITIONS);
export type PlayerPosition = v.InferOutput<typeof playerPosition>;

/** One season of a player's numbers, counted from the match-centre events of that season's results. */
export const playerSeasonStats = v.looseObject({
  season: v.number(),
  seasonSlug: v.string(),
  appearances: count,
  starts: count,
  minutes: count,
  goals: count,
  assists: count,
  /** Goalkeepers only (null for everyone else): starts in which the side conceded nothing. */
  cleanSheets: v.nullable(count),
  yellowCards: count,
  redCards: count,
});
export type PlayerSeasonStats = v.InferOutput<typeof playerSeasonStats>;

export const SOCIAL_NETWORKS = ['instagram', 'x', 'tiktok'] as const;
export const playerSocialLink = v.looseObject({
  network: v.picklist(SOCIAL_NETWORKS),
  handle: v.string(),
  url: v.pipe(v.string(), v.url()),
});

/** A player as a squad list or a line-up card shows them ({teams}; the spec's shape is "not shown"). */
export const playerCard = v.looseObject({
  id: v.string(),
  slug: v.string(),
  name: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  shirtNumber: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(99))),
  position: playerPosition,
  nationality: v.string(),
  /** `players/<slug>.jpg`, for the image service. */
  imageKey: v.string(),
  teamId: v.string(),
  /** The team's slug as the club's data has it: empty for the Men's Team. */
  teamSlug: v.string(),
});
export type PlayerCard = v.InferOutput<typeof playerCard>;

/**
 * A player's profile (GET {teams}/players/{playerSlug}). Under-18s players are minors: their
 * dateOfBirth, height and social links are never given, only the birth year.
 */
export const playerProfile = v.looseObject({
  ...playerCard.entries,
  isMinor: v.boolean(),
  dateOfBirth: v.nullable(isoDate),
  birthYear: v.number(),
  heightCm: v.nullable(v.number()),
  joined: isoDate,
  previousClubs: v.array(v.string()),
  bioHtml: v.string(),
  /** Newest season first; seasons without an appearance are left out. */
  stats: v.array(playerSeasonStats),
  social: v.array(playerSocialLink),
});
export type PlayerProfile = v.InferOutput<typeof playerProfile>;

/** A member of a team's coaching staff. */
export const staffMember = v.looseObject({
  id: v.string(),
  name: v.string(),
  role: v.string(),
  imageKey: v.string(),
});
export type StaffMember = v.InferOutput<typeof staffMember>;

/** GET {teams}/players/{playerSlug}. */
export const playerProfileResponse = v.object({ data: playerProfile });
export type PlayerProfileResponse = v.InferOutput<typeof playerProfileResponse>;

/** GET {teams}/players?team=: every player, or one team's (id, slug or 'first-team'). */
export const playersQuery = v.object({ team: v.optional(v.string()) });
export type PlayersQuery = v.InferOutput<typeof playersQuery>;

export const playersResponse = v.object({ data: v.array(playerCard) });
export type PlayersResponse = v.InferOutput<typeof playersResponse>;
