// Players and staff from the document store (seeded by seed/fixtures-seed.ts), checked against
// the contracts as they are read: a document edited into the wrong shape is a 500, not a bad answer.
import {
  PLAYER_POSITIONS,
  type PlayerCard,
  type PlayerProfile,
  playerProfile,
  type SquadGroup,
  type StaffMember,
  staffMember,
} from '@club/shared/contracts';
import * as v from 'valibot';
import { readDocument, readDocuments } from '../content/documents.ts';
import type { Queryable } from '../db/database.ts';
import { MATCH_COLLECTIONS } from '../matches/match-documents.ts';

const squadDocument = v.looseObject({ teamId: v.string(), staff: v.array(staffMember) });

const GROUP_LABELS: Record<(typeof PLAYER_POSITIONS)[number], string> = {
  Goalkeeper: 'Goalkeepers',
  Defender: 'Defenders',
  Midfielder: 'Midfielders',
  Forward: 'Forwards',
};

/** Every player, in squad order (team, then position, then shirt number). */
export async function listPlayers(db: Queryable): Promise<PlayerProfile[]> {
  return readDocuments(db, MATCH_COLLECTIONS.players, playerProfile);
}

export async function getPlayer(db: Queryable, slug: string): Promise<PlayerProfile | undefined> {
  return readDocument(db, MATCH_COLLECTIONS.players, slug, playerProfile);
}

export async function getStaff(db: Queryable, teamId: string): Promise<StaffMember[]> {
  return (await readDocument(db, MATCH_COLLECTIONS.squads, teamId, squadDocument))?.staff ?? [];
}

/** What a squad list shows of a player: the profile without its details. */
export function toPlayerCard(player: PlayerProfile): PlayerCard {
  const {
    id,
    slug,
    name,
    firstName,
    lastName,
    shirtNumber,
    position,
    nationality,
    imageKey,
    teamId,
    teamSlug,
  } = player;
  return {
    id,
    slug,
    name,
    firstName,
    lastName,
    shirtNumber,
    position,
    nationality,
    imageKey,
    teamId,
    teamSlug,
  };
}

const byShirtNumber = (a: PlayerCard, b: PlayerCard) => (a.shirtNumber ?? 100) - (b.shirtNumber ?? 100);

/** A squad in the site's four position groups, players by shirt number; empty groups are left out. */
export function groupSquad(players: readonly PlayerProfile[]): SquadGroup[] {
  return PLAYER_POSITIONS.map((position) => ({
    position,
    label: GROUP_LABELS[position],
    players: players
      .filter((p) => p.position === position)
      .map(toPlayerCard)
      .sort(byShirtNumber),
  })).filter((group) => group.players.length > 0);
}
