import type { TeamDetail } from '@club/shared/contracts';
import { routeTree } from '@club/shared/federation';
import { $pageKind } from '@club/shared/stores';
import { aMatch, mockServices, serviceAddress } from '@club/shared/testing';
import { LOAD_ERROR_RETRY } from '@club/shared/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../app/routes.tsx';
import { aPlayerCard } from '../../../testing/players.ts';
import { aTeam, SPEC_TEAMS } from '../../../testing/teams.ts';
import { TEAM_TEXTS } from './team-page.tsx';

const MEN: TeamDetail = {
  ...aTeam({ name: "Men's Team", slug: '', id: 't3448' }),
  squad: [
    { position: 'Goalkeeper', label: 'Goalkeepers', players: [aPlayerCard('Sam Keeper', 'Goalkeeper', 1)] },
    { position: 'Forward', label: 'Forwards', players: [aPlayerCard('Alex Striker', 'Forward', 9)] },
  ],
  staff: [{ id: 's1', name: 'Jo Boss', role: 'Head Coach', imageKey: 'staff/jo.jpg' }],
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
