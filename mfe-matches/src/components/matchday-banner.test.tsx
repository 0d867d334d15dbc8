import { $matchdayTakeover } from '@club/shared/stores';
import { aMatch, mockServices, serviceAddress } from '@club/shared/testing';
import { act, render, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isMatchDay } from '../lib/is-match-day.ts';
import { MATCHDAY_TEXTS, MatchdayBanner } from './matchday-banner.tsx';

describe('a match day', () => {
  it('is a live match, or a fixture kicking off today on the London clock', () => {
    const now = new Date('2026-11-28T09:00:00Z');
    expect(isMatchDay({ status: 'fixture', kickoff: '2026-11-28T15:00:00Z' }, now)).toBe(true);
    expect(isMatchDay({ status: 'fixture', kickoff: '2026-11-29T00:30:00Z' }, now)).toBe(false);
    expect(isMatchDay({ status: 'live', kickoff: '2026-11-27T23:30:00Z' }, now)).toBe(true);
    expect(isMatchDay({ status: 'postponed', kickoff: '2026-11-28T15:00:00Z' }, now)).toBe(false);
    // 23:30 UTC on 30 June is 00:30 on 1 July in London (BST).
    expect(
      isMatchDay({ status: 'fixture', kickoff: '2027-06-30T23:30:00Z' }, new Date('2027-07-01T08:00:00Z')),
    ).toBe(true);
  });
});

const server = mockServices(
  http.get(serviceAddress('matchData', '/next'), () =>
    HttpResponse.json({
      data: aMatch({
        matchID: 'g5',
        kickoff: '2026-11-28T15:00:00Z',
        status: 'live',
        liveClock: { period: 'second-half', minute: 63, addedTime: 0 },
      }),
    }),
  ),
);

describe('the matchday banner', () => {
  it('links to the match centre on a match day and sets the takeover', async () => {
    render(
      <MemoryRouter>
        <MatchdayBanner />
      </MemoryRouter>,
    );
    const banner = await screen.findByRole('complementary', { name: MATCHDAY_TEXTS.label });
    expect(banner.textContent).toContain("Northbridge FC v Eastport Athletic · Live 63'");
    expect(screen.getByRole('link', { name: MATCHDAY_TEXTS.follow }).getAttribute('href')).toBe(
      '/match/first-team/2026-27/g5',
    );
    // The takeover is set in an effect, which may run after the banner is on screen.
    await waitFor(() => expect($matchdayTakeover.get().matchID).toBe('g5'));
  });

  it('shows nothing on other days', async () => {
    let answered = () => {};
    const asked = new Promise<void>((resolve) => {
      answered = resolve;
    });
    server.use(
      http.get(serviceAddress('matchData', '/next'), () => {
        answered();
        return HttpResponse.json({ data: aMatch({ matchID: 'g6', kickoff: '2099-01-01T15:00:00Z' }) });
      }),
    );
    $matchdayTakeover.set({ matchID: null, data: null });
    const { container } = render(
      <MemoryRouter>
        <MatchdayBanner />
      </MemoryRouter>,
    );
    await asked;
    // Let the answer reach the component.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(container.textContent).toBe('');
    expect($matchdayTakeover.get().matchID).toBeNull();
  });
});
