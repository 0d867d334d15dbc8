import type { Team } from '@club/shared/contracts';
import type { Queryable } from '../db/database.ts';

interface TeamRow {
  id: string;
  name: string;
  slug: string;
  show_on_matches: boolean;
  show_on_teams: boolean;
  external_team_page: string | null;
  external_match_page: string | null;
  is_single_group: boolean;
  display_position_on_card: boolean;
  is_mini_card: boolean;
  show_team_overview: boolean;
  child_friendly: boolean;
}

/**
 * The teams as listTeams reads them, once per database: the seed writes them before the server
 * answers and nothing changes them after. For what names a team on every request (a streamed
 * match's pass and stream titles; the media service asks for a match stream on each segment).
 */
const teamsRead = new WeakMap<Queryable, Promise<Team[]>>();

export function listTeamsOnce(db: Queryable): Promise<Team[]> {
  let teams = teamsRead.get(db);
  if (!teams) {
    teams = listTeams(db);
    teams.catch(() => teamsRead.delete(db));
    teamsRead.set(db, teams);
  }
  return teams;
}

/** Every team in the order spec 000 §3 lists them (the seeded position). */
export async function listTeams(db: Queryable): Promise<Team[]> {
  const { rows } = await db.query<TeamRow>('SELECT * FROM teams ORDER BY position');
  return rows.map((row) => ({
    name: row.name,
    slug: row.slug,
    id: row.id,
    showOnMatches: row.show_on_matches,
    showOnTeams: row.show_on_teams,
    externalTeamPage: row.external_team_page,
    externalMatchPage: row.external_match_page,
    isSingleGroup: row.is_single_group,
    displayPositionOnCard: row.display_position_on_card,
    isMiniCard: row.is_mini_card,
    showTeamOverview: row.show_team_overview,
    childFriendly: row.child_friendly,
  }));
}

export async function insertTeam(db: Queryable, team: Team, position: number): Promise<void> {
  await db.query(
    `INSERT INTO teams (id, position, name, slug, show_on_matches, show_on_teams, external_team_page,
       external_match_page, is_single_group, display_position_on_card, is_mini_card, show_team_overview,
       child_friendly)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [
      team.id,
      position,
      team.name,
      team.slug,
      team.showOnMatches,
      team.showOnTeams,
      team.externalTeamPage,
      team.externalMatchPage,
      team.isSingleGroup,
      team.displayPositionOnCard,
      team.isMiniCard,
      team.showTeamOverview,
      team.childFriendly,
    ],
  );
}
