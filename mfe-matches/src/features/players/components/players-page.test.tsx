import type { PlayerProfile } from '@club/shared/contracts';
import { routeTree } from '@club/shared/federation';
import { $pageKind } from '@club/shared/stores';
import { mockServices, serviceAddress } from '@club/shared/testing';
import { LOAD_ERROR_RETRY } from '@club/shared/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../app/routes.tsx';
import { aPlayerCard } from '../../../testing/players.ts';
import { SPEC_TEAMS } from '../../../testing/teams.ts';
import { PLAYER_TEXTS } from './player-page.tsx';
import { PLAYERS_TEXTS } from './players-page.tsx';

const PROFILE: PlayerProfile = {
  ...aPlayerCard('Alex Striker', 'Forward', 9),
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
  http.get(serviceAddress('teams', '/players'), () =>
    HttpResponse.json({
      data: [
        aPlayerCard('Sam Keeper', 'Goalkeeper', 1),
        aPlayerCard('Alex Striker', 'Forward', 9),
        { ...aPlayerCard('Lea Wing', 'Midfielder', 7, 'lionesses'), id: 'l-7', teamId: 't18882' },
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
);

function renderAt(path: string) {
  const router = createMemoryRouter(routeTree(routes), { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('/players (spec 000 §2 /players/{player?}, no player named)', () => {
  it('shows every squad the club shows, each player linking to their profile, not the 404 page', async () => {
    renderAt('/players');
    expect(await screen.findByRole('heading', { level: 1, name: PLAYERS_TEXTS.title })).toBeTruthy();
    // The title follows the render (an effect), which a loaded machine can show a moment later.
    await waitFor(() => expect(document.title).toContain(PLAYERS_TEXTS.title));
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
