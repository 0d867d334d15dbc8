import { routeTree } from '@club/shared/federation';
import { TITLE_SUFFIX } from '@club/shared/site';
import { mockServices, serviceAddress } from '@club/shared/testing';
import { LOAD_ERROR_RETRY } from '@club/shared/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../app/routes.tsx';
import { aTeam, SPEC_TEAMS } from '../../../testing/teams.ts';
import { TEAMS_LOAD_ERROR } from './teams-page.tsx';

// The build defines the release label; the route table reads it when imported.

const TEAMS_URL = serviceAddress('teams', '/teams');
const server = mockServices(http.get(TEAMS_URL, () => HttpResponse.json({ data: SPEC_TEAMS })));

function renderAt(path: string) {
  const router = createMemoryRouter(routeTree(routes), { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('/teams', () => {
  it('shows a card per team, each linking to its team page', async () => {
    renderAt('/teams');

    expect(screen.getByRole('heading', { level: 1, name: 'Teams' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Loading teams');
    const list = await screen.findByRole('list');
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ["Men's Team", '/teams/first-team'],
      ['Lionesses', '/teams/lionesses'],
      ['B-Team', '/teams/b-team'],
      ['Under-18s', '/teams/under-18s'],
    ]);
    expect(screen.queryByRole('status')).toBeNull();
    expect(document.title).toBe(`Teams${TITLE_SUFFIX}`);
  });

  it('leaves out the teams the club does not show on this page', async () => {
    server.use(
      http.get(TEAMS_URL, () =>
        HttpResponse.json({
          data: [...SPEC_TEAMS, aTeam({ name: 'Veterans', slug: 'veterans', id: 't9', showOnTeams: false })],
        }),
      ),
    );
    renderAt('/teams');

    await screen.findByRole('link', { name: 'Lionesses' });
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.queryByText('Veterans')).toBeNull();
  });

  it('opens a team that has its own site in a new tab', async () => {
    server.use(
      http.get(TEAMS_URL, () =>
        HttpResponse.json({
          data: [
            aTeam({
              name: 'Lionesses',
              slug: 'lionesses',
              id: 't18882',
              externalTeamPage: 'https://l.test/',
            }),
          ],
        }),
      ),
    );
    renderAt('/teams');

    const link = await screen.findByRole('link', { name: 'Lionesses' });
    expect(link.getAttribute('href')).toBe('https://l.test/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('says the teams could not be loaded when the service fails, and loads them on Try again', async () => {
    server.use(http.get(TEAMS_URL, () => HttpResponse.json({ errors: [] }, { status: 503 }), { once: true }));
    renderAt('/teams');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(TEAMS_LOAD_ERROR);
    expect(screen.queryByRole('link')).toBeNull();

    await userEvent.click(within(alert).getByRole('button', { name: LOAD_ERROR_RETRY }));

    expect(await screen.findByRole('link', { name: "Men's Team" })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('treats an answer that breaks the contract as a failure, not a crash', async () => {
    server.use(http.get(TEAMS_URL, () => HttpResponse.json({ data: [{ name: 42 }] })));
    renderAt('/teams');

    expect((await screen.findByRole('alert')).textContent).toContain(TEAMS_LOAD_ERROR);
  });

  it('shows the 404 page for a path under its prefixes that it does not know', async () => {
    renderAt('/players/nobody/at/all');

    expect(await screen.findByText('This page could not be found')).toBeTruthy();
  });
});
