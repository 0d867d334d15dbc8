import type { MatchDetail, MatchEvent } from '@club/shared/contracts';
import { routeTree } from '@club/shared/federation';
import { $matchCentre, $pageKind } from '@club/shared/stores';
import { mockServices, serviceAddress } from '@club/shared/testing';
import { act, render, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/routes.tsx';
import { viewerDateTime } from '../../../lib/match-format.ts';
import { aMatchDetail, aScore } from '../../../testing/matches.ts';
import { SPEC_TEAMS } from '../../../testing/teams.ts';
import { LIVE_POLL_MS } from '../hooks/use-live-match.ts';
import { CENTRE_TEXTS } from './match-centre.tsx';

const person = (name: string, shirtNumber: number) => ({ id: null, slug: null, name, shirtNumber });
const GOAL: MatchEvent = {
  id: 'e1',
  type: 'goal',
  minute: 34,
  addedTime: 0,
  side: 'home',
  player: person('Alex Striker', 9),
  assist: null,
  playerOff: null,
};
const live = (events: MatchEvent[], minute: number): MatchDetail =>
  aMatchDetail({
    matchID: 'g1',
    kickoff: '2026-11-28T15:00:00Z',
    status: 'live',
    score: aScore(events.length, 0),
    liveClock: { period: 'first-half', minute, addedTime: 0 },
    events,
  });

let answers: Array<() => Response> = [];
let asked = 0;
mockServices(
  http.get(serviceAddress('teams', '/teams'), () => HttpResponse.json({ data: SPEC_TEAMS })),
  http.get(serviceAddress('streams', '/config'), () =>
    HttpResponse.json({
      defaultLiveAudioAssetId: 'a',
      defaultLiveVideoAssetId: 'v',
      supportContact: { email: 'help@club.test' },
      mediaRouting: {},
    }),
  ),
  http.get(serviceAddress('matchData', '/matches/g1'), () => {
    asked++;
    const answer = answers.length > 1 ? answers.shift() : answers[0];
    return answer ? answer() : HttpResponse.json({}, { status: 500 });
  }),
  http.get(serviceAddress('matchData', '/matches/:id'), () =>
    HttpResponse.json({ errors: [] }, { status: 404 }),
  ),
);

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  asked = 0;
});
afterEach(() => vi.useRealTimers());

function renderAt(path: string) {
  render(<RouterProvider router={createMemoryRouter(routeTree(routes), { initialEntries: [path] })} />);
}

describe('the match centre of a live match', () => {
  it('updates without a reload, announces a goal politely, keeps the last good state when an update fails, and stops at full time', async () => {
    answers = [
      () => HttpResponse.json({ data: live([], 30) }),
      () => HttpResponse.json({ data: live([GOAL], 35) }),
      () => HttpResponse.json({ errors: [] }, { status: 503 }),
      () =>
        HttpResponse.json({
          data: { ...live([GOAL], 90), status: 'result', liveClock: null },
        }),
    ];
    renderAt('/match/first-team/2026-27/g1');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Northbridge FC v Eastport Athletic' }),
    ).toBeTruthy();
    expect(screen.getByText("Live 30'")).toBeTruthy();
    expect($pageKind.get()).toBe('match-centre');
    expect(screen.getByText(CENTRE_TEXTS.noEvents)).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(LIVE_POLL_MS));
    expect(await screen.findByText("Live 35'")).toBeTruthy();
    expect(screen.getByRole('region', { name: CENTRE_TEXTS.events }).textContent).toContain(
      "34' Goal Alex Striker",
    );
    const polite = document.querySelector('[aria-live="polite"]');
    expect(polite?.textContent).toBe(
      "Goal for Northbridge FC: Alex Striker, 34'. Northbridge FC 1, Eastport Athletic 0.",
    );

    await act(() => vi.advanceTimersByTimeAsync(LIVE_POLL_MS));
    expect(await screen.findByText(CENTRE_TEXTS.stale)).toBeTruthy();
    expect(screen.getByText("Live 35'")).toBeTruthy();
    expect(screen.getByRole('region', { name: CENTRE_TEXTS.events }).textContent).toContain('Alex Striker');

    await act(() => vi.advanceTimersByTimeAsync(LIVE_POLL_MS));
    expect(await screen.findByText(CENTRE_TEXTS.fullTime)).toBeTruthy();
    expect(screen.queryByText(CENTRE_TEXTS.stale)).toBeNull();
    const afterFullTime = asked;
    await act(() => vi.advanceTimersByTimeAsync(3 * LIVE_POLL_MS));
    expect(asked).toBe(afterFullTime);
  });

  it('stops asking while the tab is hidden and asks at once when it shows again', async () => {
    answers = [() => HttpResponse.json({ data: live([], 30) })];
    renderAt('/match/first-team/2026-27/g1');
    await screen.findByText("Live 30'");
    const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    document.dispatchEvent(new Event('visibilitychange'));
    const before = asked;
    await act(() => vi.advanceTimersByTimeAsync(3 * LIVE_POLL_MS));
    expect(asked).toBe(before);
    hidden.mockReturnValue(false);
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(asked).toBe(before + 1);
    hidden.mockRestore();
  });

  it('shows the 404 page for an unknown match, and for a match under another team', async () => {
    renderAt('/match/first-team/2026-27/nope');
    expect(await screen.findByText('This page could not be found')).toBeTruthy();
  });

  it('shows the 404 page for a match asked for under another team', async () => {
    answers = [() => HttpResponse.json({ data: live([], 30) })];
    renderAt('/match/lionesses/2026-27/g1');
    expect(await screen.findByText('This page could not be found')).toBeTruthy();
  });
});

describe('the match centre of a finished match', () => {
  const result = (replay: MatchDetail['replay']): MatchDetail =>
    aMatchDetail({
      matchID: 'g1',
      kickoff: '2026-11-24T15:00:00Z',
      status: 'result',
      score: aScore(1, 0),
      replay,
    });

  it("says when the held-back replay will be out, in the supporter's own time", async () => {
    const availableFrom = '2026-11-25T12:00:00Z';
    answers = [
      () => HttpResponse.json({ data: result({ videoId: '0_replay01', availableFrom, available: false }) }),
    ];
    renderAt('/match/first-team/2026-27/g1');
    const replay = await screen.findByRole('region', { name: CENTRE_TEXTS.replay });
    expect(replay.textContent).toBe(CENTRE_TEXTS.replayFrom(viewerDateTime(availableFrom)));
    expect(screen.queryByRole('button', { name: CENTRE_TEXTS.watchReplay })).toBeNull();
  });

  it("offers a released replay in the site's player", async () => {
    answers = [
      () =>
        HttpResponse.json({
          data: result({ videoId: '0_replay01', availableFrom: '2026-11-25T12:00:00Z', available: true }),
        }),
    ];
    renderAt('/match/first-team/2026-27/g1');
    const watch = await screen.findByRole('button', { name: CENTRE_TEXTS.watchReplay });
    act(() => watch.click());
    expect($matchCentre.get().videoOpen).toBe(true);
    expect(await screen.findByRole('button', { name: CENTRE_TEXTS.dock })).toBeTruthy();
  });

  it('shows no replay section for a result without a replay', async () => {
    answers = [() => HttpResponse.json({ data: result(null) })];
    renderAt('/match/first-team/2026-27/g1');
    await screen.findByText(CENTRE_TEXTS.fullTime);
    expect(screen.queryByRole('region', { name: CENTRE_TEXTS.replay })).toBeNull();
  });
});
