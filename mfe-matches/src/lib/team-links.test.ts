import { describe, expect, it } from 'vitest';
import { aTeam, SPEC_TEAMS } from '../testing/teams.ts';
import {
  FIRST_TEAM_PATH_SEGMENT,
  findTeamByPathSegment,
  teamPageHref,
  teamsForTeamsPage,
} from './team-links.ts';

describe('teamPageHref', () => {
  it('links a team to /teams/{slug}', () => {
    expect(teamPageHref(aTeam({ name: 'Lionesses', slug: 'lionesses', id: 't18882' }))).toEqual({
      href: '/teams/lionesses',
      external: false,
    });
  });

  it('links the first team, whose slug is empty, to /teams/first-team rather than back to /teams', () => {
    expect(teamPageHref(aTeam({ name: "Men's Team", slug: '', id: 't3448' }))).toEqual({
      href: `/teams/${FIRST_TEAM_PATH_SEGMENT}`,
      external: false,
    });
  });

  it('links to the external team page when the team has one', () => {
    const team = aTeam({
      name: 'Foundation',
      slug: 'foundation',
      id: 't1',
      externalTeamPage: 'https://x.test/',
    });
    expect(teamPageHref(team)).toEqual({ href: 'https://x.test/', external: true });
  });
});

describe('findTeamByPathSegment', () => {
  it('finds every spec team again from the path its card links to', () => {
    for (const team of SPEC_TEAMS) {
      const segment = teamPageHref(team).href.replace('/teams/', '');
      expect(findTeamByPathSegment(SPEC_TEAMS, segment)).toBe(team);
    }
  });

  it('finds nothing for a segment no team has', () => {
    expect(findTeamByPathSegment(SPEC_TEAMS, 'reserves')).toBeUndefined();
  });
});

describe('teamsForTeamsPage', () => {
  it('keeps only the teams flagged showOnTeams, in the order given', () => {
    const hidden = aTeam({ name: 'Veterans', slug: 'veterans', id: 't9', showOnTeams: false });
    const lionesses = aTeam({ name: 'Lionesses', slug: 'lionesses', id: 't18882' });
    const bTeam = aTeam({ name: 'B-Team', slug: 'b-team', id: 't17164' });
    expect(teamsForTeamsPage([lionesses, hidden, bTeam]).map((team) => team.id)).toEqual([
      't18882',
      't17164',
    ]);
  });
});
