import type { PlayerProfile, TeamDetail } from '@club/shared/contracts';
import { routeTree } from '@club/shared/federation';
import { $pageKind } from '@club/shared/stores';
import { mockServices, serviceAddress } from '@club/shared/testing';
import { LOAD_ERROR_RETRY } from '@club/shared/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../app/routes.tsx';
import { aMatch } from '../../../testing/matches.ts';
import { aTeam, SPEC_TEAMS } from '../../../testing/teams.ts';
import { PLAYER_TEXTS } from '../../players/components/player-page.tsx';
import { PLAYERS_TEXTS } from '../../players/components/players-page.tsx';
import { TEAM_TEXTS } from './team-page.tsx';

const card = (name: string, position: PlayerProfile['position'], shirtNumber: number, teamSlug = '') => ({
  id: `p-${shirtNumber}`,
  slug: name.toLowerCase().replace(/ /g, '-'),
  name,
  firstName: name.split(' ')[0] ?? '',
  lastName: name.split(' ')[1] ?? '',
  shirtNumber,
  position,
  nationality: 'England',
  imageKey: `players/${shirtNumber}.jpg`,
  teamId: 't3448',
  teamSlug,
});
const MEN: TeamDetail = {
  ...aTeam({ name: "Men's Team", slug: '', id: 't3448' }),
  squad: [
    { position: 'Goalkeeper', label: 'Goalkeepers', players: [card('Sam Keeper', 'Goalkeeper', 1)] },
    { position: 'Forward', label: 'Forwards', players: [card('Alex Striker', 'Forward', 9)] },
  ],
  staff: [{ id: 's1', name: 'Jo Boss', role: 'Head Coach', imageKey: 'staff/jo.jpg' }],
};
const PROFILE: PlayerProfile = {
  ...card('Alex Striker', 'Forward', 9),
  isMinor: false,
  dateOfBirth: '1998-04-02',
  birthYear: 1998,
  heightCm: 183,
  joined: '2022-07-01',
  previousClubs: ['Eastport Athletic'],
  bioHtml: '<p>Top scorer.</p><script>window.bad = 1</script>',
  stats: [
    {
      season: 2026,
      seasonSlug: '2026-27',
      appearances: 12,
      starts: 10,
      minutes: 900,
      goals: 7,
      assists: 2,
      cleanSheets: null,
      yellowCards: 1,
      redCards: 0,
    },
  ],
  social: [],
};
const server = mockServices(
  http.get(serviceAddress('teams', '/teams'), () => HttpResponse.json({ data: SPEC_TEAMS })),
  http.get(serviceAddress('teams', '/teams/first-team'), () => HttpResponse.json({ data: MEN })),
  http.get(serviceAddress('teams', '/teams/:team'), () =>
    HttpResponse.json(
      { errors: [{ status: '404', code: 'not_found', title: 'Not found' }] },
      { status: 404 },
    ),
  ),
  http.get(serviceAddress('teams', '/players'), () =>
    HttpResponse.json({
      data: [
        ...MEN.squad.flatMap((group) => group.players),
        { ...card('Lea Wing', 'Midfielder', 7, 'lionesses'), id: 'l-7', teamId: 't18882' },
      ],
    }),
  ),
  http.get(serviceAddress('teams', '/players/alex-striker'), () => HttpResponse.json({ data: PROFILE })),
  http.get(serviceAddress('teams', '/players/:player'), () =>
    HttpResponse.json(
      { errors: [{ status: '404', code: 'not_found', title: 'Not found' }] },
      { status: 404 },
    ),
  ),
  http.get(serviceAddress('matchData', '/next'), () =>
    HttpResponse.json({ data: aMatch({ matchID: 'g9', kickoff: '2026-11-28T15:00:00Z' }) }),
  ),
);

function renderAt(path: string) {
  const router = createMemoryRouter(routeTree(routes), { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('/teams/{team}', () => {
  it("gives the Men's Team (empty slug) a page at /teams/first-team: squad by position, staff, overview", async () => {
    renderAt('/teams/first-team');

    expect(await screen.findByRole('heading', { level: 1, name: "Men's Team" })).toBeTruthy();
    expect($pageKind.get()).toBe('team');
    const keepers = screen.getByRole('region', { name: 'Goalkeepers' });
    const link = within(keepers).getByRole('link');
    expect(link.textContent).toContain('Sam Keeper');
    expect(link.textContent).toContain('Goalkeeper');
    expect(link.getAttribute('href')).toBe('/players/first-team/sam-keeper');
    expect(link.querySelector('img')?.getAttribute('width')).toBe('200');
    expect(screen.getByRole('region', { name: 'Forwards' })).toBeTruthy();
    expect(screen.getByRole('region', { name: TEAM_TEXTS.staff }).textContent).toContain(
      'Jo Boss Head Coach',
    );
    const overview = screen.getByRole('region', { name: TEAM_TEXTS.overview });
    expect(overview.textContent).toContain(TEAM_TEXTS.players(2));
    expect((await within(overview).findByRole('link', { name: /Match centre/ })).getAttribute('href')).toBe(
      '/match/first-team/2026-27/g9',
    );
  });

  it('follows the team flags: one group, no position on cards, mini cards, no overview', async () => {
    server.use(
      http.get(serviceAddress('teams', '/teams/first-team'), () =>
        HttpResponse.json({
          data: {
            ...MEN,
            isSingleGroup: true,
            displayPositionOnCard: false,
            isMiniCard: true,
            showTeamOverview: false,
          },
        }),
      ),
    );
    renderAt('/teams/first-team');

    const squad = await screen.findByRole('region', { name: TEAM_TEXTS.squad });
    expect(within(squad).getAllByRole('link')).toHaveLength(2);
    expect(squad.textContent).not.toContain('Goalkeeper');
    expect(squad.querySelector('img')?.getAttribute('width')).toBe('120');
    expect(screen.queryByRole('region', { name: TEAM_TEXTS.overview })).toBeNull();
  });

  it('shows the 404 page for an unknown team, and Try again when the service fails', async () => {
    renderAt('/teams/reserves');
    expect(await screen.findByText('This page could not be found')).toBeTruthy();
  });

  it('offers Try again when the team cannot be loaded', async () => {
    server.use(
      http.get(serviceAddress('teams', '/teams/first-team'), () => HttpResponse.json({}, { status: 503 }), {
        once: true,
      }),
    );
    renderAt('/teams/first-team');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(TEAM_TEXTS.loadError);
    await userEvent.click(within(alert).getByRole('button', { name: LOAD_ERROR_RETRY }));
    expect(await screen.findByRole('heading', { level: 1, name: "Men's Team" })).toBeTruthy();
  });
});

describe('/players (spec 000 §2 /players/{player?}, no player named)', () => {
  it('shows every squad the club shows, each player linking to their profile, not the 404 page', async () => {
    renderAt('/players');
    expect(await screen.findByRole('heading', { level: 1, name: PLAYERS_TEXTS.title })).toBeTruthy();
    expect(document.title).toContain(PLAYERS_TEXTS.title);
    const men = await screen.findByRole('region', { name: "Men's Team" });
    expect(
      within(men)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/teams/first-team', '/players/first-team/sam-keeper', '/players/first-team/alex-striker']);
    const lionesses = screen.getByRole('region', { name: 'Lionesses' });
    expect(
      within(lionesses)
        .getByRole('link', { name: /Lea Wing/ })
        .getAttribute('href'),
    ).toBe('/players/lionesses/lea-wing');
    // A team with no players listed is left out rather than shown empty.
    expect(screen.queryByRole('region', { name: 'B-Team' })).toBeNull();
    expect(screen.queryByText('This page could not be found')).toBeNull();
  });

  it('offers Try again when the players cannot be loaded', async () => {
    server.use(
      http.get(serviceAddress('teams', '/players'), () => HttpResponse.json({}, { status: 503 }), {
        once: true,
      }),
    );
    renderAt('/players');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(PLAYERS_TEXTS.loadError);
    await userEvent.click(within(alert).getByRole('button', { name: LOAD_ERROR_RETRY }));
    expect(await screen.findByRole('region', { name: "Men's Team" })).toBeTruthy();
  });
});

describe('/players/{team}/{player}', () => {
  it('shows the photo, number, position, biography (sanitised) and season stats, with a way back to the team', async () => {
    renderAt('/players/first-team/alex-striker');

    expect(await screen.findByRole('heading', { level: 1, name: 'Alex Striker' })).toBeTruthy();
    expect($pageKind.get()).toBe('player-profile');
    expect(screen.getByRole('img', { name: 'Alex Striker' }).getAttribute('height')).toBe('500');
    expect(screen.getByText(PLAYER_TEXTS.shirtNumber).nextElementSibling?.textContent).toBe('9');
    expect(screen.getByText(PLAYER_TEXTS.born).nextElementSibling?.textContent).toBe('02 04 1998');
    expect(await screen.findByText('Top scorer.')).toBeTruthy();
    expect(document.querySelector('script')).toBeNull();
    const row = screen.getByRole('row', { name: /2026-27/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['12', '10', '900', '7', '2', '-', '1', '0']);
    expect(screen.getByRole('link', { name: PLAYER_TEXTS.backTo("Men's Team") }).getAttribute('href')).toBe(
      '/teams/first-team',
    );
  });

  it('also answers at /players/{player}', async () => {
    renderAt('/players/alex-striker');
    expect(await screen.findByRole('heading', { level: 1, name: 'Alex Striker' })).toBeTruthy();
  });

  it('shows the 404 page for an unknown player, or a player under another team', async () => {
    renderAt('/players/nobody');
    expect(await screen.findByText('This page could not be found')).toBeTruthy();
  });

  it('shows the 404 page for a player under a team they do not play for', async () => {
    renderAt('/players/lionesses/alex-striker');
    expect(await screen.findByText('This page could not be found')).toBeTruthy();
  });
});
