import { routeTree } from '@club/shared/federation';
import { matchRouteHint, routeHintDataUrl } from '@club/shared/route-hints';
import { aMatchDetail, mockServices, serviceAddress, testRuntimeConfig } from '@club/shared/testing';
import { render, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SPEC_TEAMS } from '../testing/teams.ts';
import { ROUTE_HINTS } from './route-hints.ts';
import { routes } from './routes.tsx';

const server = mockServices(
  http.get(serviceAddress('teams', '/teams'), () => HttpResponse.json({ data: SPEC_TEAMS })),
  http.get(serviceAddress('matchData', '/matches/:id'), () =>
    HttpResponse.json({ data: aMatchDetail({ matchID: 'g7', kickoff: '2026-11-01T15:00:00Z' }) }),
  ),
  // Everything else the pages ask for is not under test here.
  http.get(/.*/, () => HttpResponse.json({ errors: [] }, { status: 404 })),
);

const requested: string[] = [];
server.events.on('request:start', ({ request }) => {
  requested.push(request.url);
});
afterEach(() => {
  requested.length = 0;
});

// The early hints are only worth anything if the page then asks for the same addresses, to the character.
describe("mfe-matches's route hints", () => {
  const { services } = testRuntimeConfig();

  it.each([
    '/teams',
    '/matches',
    '/matches/lionesses',
    '/matches/lionesses/2025-26',
    '/match/first-team/2026-27/g7',
  ])('%s: the page asks for every hinted call', async (path) => {
    const matched = matchRouteHint(ROUTE_HINTS, path);
    if (!matched) throw new Error(`no hint for ${path}`);
    const hinted = (matched.hint.data ?? []).map((call) => routeHintDataUrl(call, matched.params, services));
    render(<RouterProvider router={createMemoryRouter(routeTree(routes), { initialEntries: [path] })} />);
    await screen.findByRole('heading', { level: 1 });
    await expect.poll(() => hinted.filter((url) => !requested.includes(url))).toEqual([]);
  });

  it('hints no call for the match centre without a match, which it must look up first: its chunk only', () => {
    for (const path of ['/match', '/match/first-team', '/match/first-team/2026-27'])
      expect(matchRouteHint(ROUTE_HINTS, path)?.hint).toEqual({
        path: expect.any(String),
        chunks: ['match-centre'],
      });
  });

  it("names every lazy page's chunk, so a page the server renders links its stylesheets", () => {
    expect(matchRouteHint(ROUTE_HINTS, '/teams/first-team')?.hint.chunks).toEqual(['team-page']);
    expect(matchRouteHint(ROUTE_HINTS, '/players')?.hint.chunks).toEqual(['players-page']);
    expect(matchRouteHint(ROUTE_HINTS, '/players/a-player')?.hint.chunks).toEqual(['player-page']);
    expect(matchRouteHint(ROUTE_HINTS, '/players/first-team/a-player')?.hint.chunks).toEqual(['player-page']);
  });
});
