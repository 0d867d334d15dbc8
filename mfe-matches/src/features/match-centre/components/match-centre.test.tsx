import { type MatchDetail, type MatchEvent, SPOILER_FREE_LABEL } from '@club/shared/contracts';
import {
  forgetLoadedModules,
  provideRemoteLoader,
  type RemotePieceProps,
  routeTree,
} from '@club/shared/federation';
import { formatViewerDateTime } from '@club/shared/format';
import {
  $matchCentre,
  $pageKind,
  $spoilerFree,
  closeMatchCentreVideo,
  resetStoresForTests,
  setSpoilerFree,
} from '@club/shared/stores';
import { aMatch, aMatchDetail, aScore, mockServices, serviceAddress } from '@club/shared/testing';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/routes.tsx';
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
const server = mockServices(
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

const lineupPlayer = (
  name: string,
  shirtNumber: number,
  extra: { slug?: string; captain?: boolean } = {},
) => ({
  id: null,
  slug: extra.slug ?? null,
  name,
  shirtNumber,
  position: 'Midfielder' as const,
  captain: extra.captain ?? false,
});

describe("/match without a match named (the team's live or next match, else its last result)", () => {
  it("shows the Men's Team's live or next match at /match", async () => {
    const nextAsked: string[] = [];
    server.use(
      http.get(serviceAddress('matchData', '/next'), ({ request }) => {
        nextAsked.push(new URL(request.url).searchParams.get('team') ?? '');
        return HttpResponse.json({ data: aMatch({ matchID: 'g1', kickoff: '2026-11-28T15:00:00Z' }) });
      }),
    );
    answers = [() => HttpResponse.json({ data: live([], 30) })];
    renderAt('/match');

    expect(await screen.findByText("Live 30'")).toBeTruthy();
    expect(nextAsked).toEqual(['first-team']);
    expect($pageKind.get()).toBe('match-centre');
  });

  it("shows a past season's last result when the season is named", async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get(serviceAddress('matchData', '/fixtures'), ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(query);
        return HttpResponse.json({
          data: [aMatch({ matchID: 'g1', kickoff: '2025-05-10T14:00:00Z', season: 2024, status: 'result' })],
          meta: {
            team: { id: 't18882', slug: 'lionesses', name: 'Lionesses' },
            season: { year: 2024, slug: '2024-25', label: '2024/25' },
            status: 'result',
            total: 1,
          },
        });
      }),
    );
    answers = [
      () =>
        HttpResponse.json({
          data: aMatchDetail({
            matchID: 'g1',
            kickoff: '2025-05-10T14:00:00Z',
            season: 2024,
            teamId: 't18882',
            teamSlug: 'lionesses',
            status: 'result',
            score: aScore(3, 1),
          }),
        }),
    ];
    renderAt('/match/lionesses/2024-25');

    expect(await screen.findByText('Full time')).toBeTruthy();
    expect(asked[0]?.get('team')).toBe('t18882');
    expect(asked[0]?.get('season')).toBe('2024');
    expect(asked[0]?.get('status')).toBe('result');
  });
});

describe('the match centre of a result', () => {
  it('shows the score, Full time, the events timeline, both line-ups with substitutes, team stats, officials and the report', async () => {
    const events: MatchEvent[] = [
      { ...GOAL, id: 'e2', minute: 61, player: person('Sam Winger', 11), assist: person('Alex Striker', 9) },
      GOAL,
      {
        id: 'e3',
        type: 'yellow-card',
        minute: 45,
        addedTime: 2,
        side: 'away',
        player: person('Rob Stopper', 5),
        assist: null,
        playerOff: null,
      },
      {
        id: 'e4',
        type: 'substitution',
        minute: 70,
        addedTime: 0,
        side: 'home',
        player: person('Kit Bench', 14),
        assist: null,
        playerOff: person('Sam Winger', 11),
      },
    ];
    answers = [
      () =>
        HttpResponse.json({
          data: aMatchDetail({
            matchID: 'g1',
            kickoff: '2026-11-24T15:00:00Z',
            status: 'result',
            score: aScore(2, 0),
            attendance: 21450,
            events,
            lineups: {
              home: {
                formation: '4-3-3',
                starting: [lineupPlayer('Alex Striker', 9, { slug: 'alex-striker', captain: true })],
                substitutes: [lineupPlayer('Kit Bench', 14)],
              },
              away: {
                formation: '4-4-2',
                starting: [lineupPlayer('Rob Stopper', 5)],
                substitutes: [lineupPlayer('Lee Spare', 16)],
              },
            },
            stats: [
              { key: 'possession', label: 'Possession', home: 58, away: 42, unit: '%' },
              { key: 'shotsOnTarget', label: 'Shots on target', home: 6, away: 1, unit: null },
            ],
            officials: [
              { role: 'Referee', name: 'Pat Whistle' },
              { role: 'Fourth official', name: 'Jo Board' },
            ],
            report: {
              headline: 'Striker double sinks Eastport',
              summary: 'Two goals either side of half time.',
            },
          }),
        }),
    ];
    renderAt('/match/first-team/2026-27/g1');

    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Northbridge FC v Eastport Athletic',
    });
    const page = heading.closest('article') as HTMLElement;
    expect(page.textContent).toContain('Northbridge FC 2, Eastport Athletic 0');
    expect(screen.getByText('Full time')).toBeTruthy();
    expect(page.textContent).toContain('Attendance 21,450');
    // The timeline in match order: goals with their assist, a card in added time, a substitution.
    const timeline = within(screen.getByRole('region', { name: 'Match events' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(timeline).toEqual([
      "34' Goal Alex Striker · Northbridge",
      "45+2' Yellow card Rob Stopper · Eastport",
      "61' Goal Sam Winger (assist Alex Striker) · Northbridge",
      "70' Substitution Kit Bench on for Sam Winger · Northbridge",
    ]);
    // Both line-ups, each with its substitutes; our players link to their profiles.
    const lineups = screen.getByRole('region', { name: 'Line-ups' });
    const home = within(within(lineups).getByRole('region', { name: 'Northbridge FC' }));
    expect(home.getByRole('heading', { name: 'Northbridge FC (4-3-3)' })).toBeTruthy();
    expect(home.getByRole('link', { name: 'Alex Striker' }).getAttribute('href')).toBe(
      '/players/first-team/alex-striker',
    );
    expect(home.getByText('Kit Bench')).toBeTruthy();
    const away = within(within(lineups).getByRole('region', { name: 'Eastport Athletic' }));
    expect(away.getByRole('heading', { name: 'Substitutes' })).toBeTruthy();
    expect(away.getByText('Lee Spare')).toBeTruthy();
    // Team stats, officials and the report.
    const stats = within(screen.getByRole('region', { name: 'Team stats' }));
    expect(stats.getByRole('row', { name: /Possession/ }).textContent).toBe('58%Possession42%');
    expect(stats.getByRole('row', { name: /Shots on target/ }).textContent).toBe('6Shots on target1');
    const officials = screen.getByRole('region', { name: 'Officials' });
    expect(officials.textContent).toContain('RefereePat Whistle');
    expect(officials.textContent).toContain('Fourth officialJo Board');
    const report = within(screen.getByRole('region', { name: 'Match report' }));
    expect(report.getByRole('heading', { name: 'Striker double sinks Eastport' })).toBeTruthy();
    expect(report.getByText('Two goals either side of half time.')).toBeTruthy();
    // A result is not polled.
    const before = asked;
    await act(() => vi.advanceTimersByTimeAsync(3 * LIVE_POLL_MS));
    expect(asked).toBe(before);
  });
});

describe("a live match's video and audio (the match's own streams)", () => {
  const mounted: Array<RemotePieceProps['videoPlayer']> = [];
  beforeEach(() => {
    mounted.length = 0;
    forgetLoadedModules();
    // The host's loader, handing out a stand-in for mfe-streaming's videoPlayer piece.
    const loader = vi.fn();
    loader.mockResolvedValue({
      release: 'test',
      default: (props: RemotePieceProps['videoPlayer']) => {
        mounted.push(props);
        return <p>{`Playing ${props.source.kind === 'live' ? props.source.assetId : ''}`}</p>;
      },
    });
    provideRemoteLoader(loader);
  });
  afterEach(() => {
    provideRemoteLoader(null);
    act(() => closeMatchCentreVideo());
  });

  const streamed = { videoAssetId: 'match-video-g1', audioAssetId: 'match-audio-g1' };

  it("opens the match's own live video or audio in the site's player, which docks while reading", async () => {
    answers = [() => HttpResponse.json({ data: { ...live([], 30), streaming: streamed } })];
    renderAt('/match/first-team/2026-27/g1');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

    await user.click(await screen.findByRole('button', { name: 'Listen live' }));
    expect(await screen.findByText('Playing match-audio-g1')).toBeTruthy();
    expect(mounted.at(-1)?.source).toEqual({ kind: 'live', mediaType: 'audio', assetId: 'match-audio-g1' });
    await user.click(screen.getByRole('button', { name: 'Watch live' }));
    expect(await screen.findByText('Playing match-video-g1')).toBeTruthy();
    expect(mounted.at(-1)?.source).toEqual({ kind: 'live', mediaType: 'video', assetId: 'match-video-g1' });
    expect($matchCentre.get()).toMatchObject({ videoOpen: true, dockedVideo: false });

    await user.click(screen.getByRole('button', { name: CENTRE_TEXTS.dock }));
    expect($matchCentre.get().dockedVideo).toBe(true);
    expect(mounted.at(-1)?.docked).toBe(true);
    await user.click(screen.getByRole('button', { name: CENTRE_TEXTS.closeVideo }));
    expect($matchCentre.get().videoOpen).toBe(false);
    expect(screen.queryByText(/^Playing/)).toBeNull();
  });

  it('offers no live player for a live match that is not streamed', async () => {
    answers = [() => HttpResponse.json({ data: { ...live([], 30), streaming: null } })];
    renderAt('/match/first-team/2026-27/g1');
    expect(await screen.findByText(/30/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Watch live' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Listen live' })).toBeNull();
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
    expect(replay.textContent).toBe(CENTRE_TEXTS.replayFrom(formatViewerDateTime(availableFrom)));
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

describe('the match centre in spoiler-free mode', () => {
  const CARD: MatchEvent = {
    ...GOAL,
    id: 'c1',
    type: 'yellow-card',
    minute: 50,
    player: person('Rob Stopper', 5),
  };
  const replay = { videoId: '0_replay01', availableFrom: '2026-11-25T12:00:00Z', available: true };
  const result = (withReplay: boolean): MatchDetail =>
    aMatchDetail({
      matchID: 'g1',
      kickoff: '2026-11-24T15:00:00Z',
      status: 'result',
      score: aScore(1, 0),
      events: [GOAL, CARD],
      report: { headline: 'Northbridge 1-0 Eastport', summary: 'Alex Striker scored the only goal.' },
      replay: withReplay ? replay : null,
    });
  const page = async () =>
    (await screen.findByRole('heading', { level: 1, name: 'Northbridge FC v Eastport Athletic' })).closest(
      'article',
    ) as HTMLElement;
  const timeline = () =>
    within(screen.getByRole('region', { name: 'Match events' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
  afterEach(resetStoresForTests);

  it('keeps the score, the goals and the report of a match with a replay back until asked, the mode staying on', async () => {
    setSpoilerFree(true);
    answers = [() => HttpResponse.json({ data: result(true) })];
    renderAt('/match/first-team/2026-27/g1');
    const article = await page();
    expect(article.textContent).not.toContain('Northbridge FC 1, Eastport Athletic 0');
    expect(article.textContent).toContain(CENTRE_TEXTS.scoreHidden);
    expect(timeline()).toEqual(["50' Yellow card Rob Stopper · Northbridge"]);
    expect(screen.queryByRole('region', { name: 'Match report' })).toBeNull();
    expect(screen.getByRole('switch', { name: SPOILER_FREE_LABEL }).getAttribute('aria-checked')).toBe(
      'true',
    );

    await userEvent.click(screen.getByRole('button', { name: CENTRE_TEXTS.showScore }));
    expect(article.textContent).toContain('Northbridge FC 1, Eastport Athletic 0');
    // The button went with what it hid: focus is on the match's heading, which the score follows.
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
    expect(timeline()).toEqual([
      "34' Goal Alex Striker · Northbridge",
      "50' Yellow card Rob Stopper · Northbridge",
    ]);
    expect(screen.getByRole('region', { name: 'Match report' })).toBeTruthy();
    expect(article.textContent).not.toContain(CENTRE_TEXTS.scoreHidden);
    expect($spoilerFree.get()).toBe(true);
  });

  it('shows everything with the mode off, and offers its switch, which hides the score at once', async () => {
    answers = [() => HttpResponse.json({ data: result(true) })];
    renderAt('/match/first-team/2026-27/g1');
    const article = await page();
    expect(article.textContent).toContain('Northbridge FC 1, Eastport Athletic 0');
    expect(timeline()).toHaveLength(2);
    await userEvent.click(screen.getByRole('switch', { name: SPOILER_FREE_LABEL }));
    expect(article.textContent).not.toContain('Northbridge FC 1, Eastport Athletic 0');
    expect(timeline()).toHaveLength(1);
  });

  it('shows the score of a match without a replay, with no switch', async () => {
    setSpoilerFree(true);
    answers = [() => HttpResponse.json({ data: result(false) })];
    renderAt('/match/first-team/2026-27/g1');
    const article = await page();
    expect(article.textContent).toContain('Northbridge FC 1, Eastport Athletic 0');
    expect(screen.queryByRole('switch', { name: SPOILER_FREE_LABEL })).toBeNull();
  });
});
