import type { SectionSponsor as Entry, Sponsor } from '@club/shared/contracts';
import { resetStoresForTests, setChildFriendly } from '@club/shared/stores';
import { mockServices, serviceAddress } from '@club/shared/testing';
import { act, render, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SECTION_SPONSOR_LABEL } from '../constants.ts';
import { sponsorSectionForPath } from '../lib/section-sponsor.ts';
import { SectionSponsor } from './section-sponsor.tsx';

const sponsor = (title: string, isChildFriendly: 0 | 1 = 1): Sponsor => {
  const slug = title.toLowerCase().replaceAll(' ', '-');
  return {
    sponsorID: `sp-${slug}`,
    campaignID: `cmp-${slug}`,
    imageKey: `sponsors/${slug}.png`,
    published: 1,
    title,
    url: `https://www.${slug}.example/`,
    adminName: title,
    mediaLibraryID: `ml-${slug}`,
    forcedOrder: 1,
    isChildFriendly,
  };
};
const entry = (sectionID: string, title: string, overrides: Partial<Entry> = {}): Entry => ({
  active: true,
  sectionID,
  name: `${sectionID.charAt(0).toUpperCase()}${sectionID.slice(1)} presented by ${title}`,
  type: 'web',
  sponsor: sponsor(title),
  ...overrides,
});

const SECTIONS: Record<string, Entry[]> = {
  news: [entry('news', 'Meridian Air', { type: 'app' }), entry('news', 'Harbour Bank')],
  matches: [entry('matches', 'Kestrel Motors', { active: false })],
  videos: [entry('videos', 'Goalline Bet', { sponsor: sponsor('Goalline Bet', 0) })],
  teams: [],
  live: [],
};
const asked: string[] = [];
const server = mockServices(
  http.get(serviceAddress('sponsors', '/sections/:section'), ({ params, request }) => {
    asked.push(`${params.section}?${new URL(request.url).searchParams}`);
    return HttpResponse.json({ sponsors: SECTIONS[String(params.section)] ?? [] });
  }),
);

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <SectionSponsor />
    </MemoryRouter>,
  );

beforeEach(() => {
  resetStoresForTests();
  asked.length = 0;
});

describe('SectionSponsor (spec 000 §3 "Section sponsor")', () => {
  it("shows the section's active web sponsor, its logo and name linking to it, on every page of the section", async () => {
    renderAt('/news/some-article');
    const block = await screen.findByRole('complementary', { name: SECTION_SPONSOR_LABEL });
    const link = within(block).getByRole('link', { name: 'News presented by Harbour Bank' });
    expect(link.getAttribute('href')).toBe('https://www.harbour-bank.example/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer sponsored');
    expect(link.querySelector('img')?.getAttribute('src')).toBe(
      'http://localhost:4000/images/400x400/fit-in/sponsors/harbour-bank.png',
    );
    expect(asked).toEqual(['news?type=web']);
  });

  it('shows nothing for an inactive sponsorship, or outside the sections', async () => {
    renderAt('/matches');
    await vi.waitFor(() => expect(asked).toEqual(['matches?type=web']));
    expect(screen.queryByRole('complementary')).toBeNull();
    renderAt('/the-club/history');
    expect(asked).toHaveLength(1);
  });

  it('keeps a sponsor that is not child friendly away in child-friendly mode (spec 000 §5), and shows it when off', async () => {
    renderAt('/videos');
    await vi.waitFor(() => expect(asked).toEqual(['videos?type=web']));
    expect(screen.queryByRole('complementary')).toBeNull();
    act(() => setChildFriendly(false));
    expect(await screen.findByRole('link', { name: 'Videos presented by Goalline Bet' })).toBeTruthy();
  });

  it('logs a failure and shows nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.get(serviceAddress('sponsors', '/sections/:section'), () =>
        HttpResponse.json({}, { status: 500 }),
      ),
    );
    const { container } = renderAt('/news');
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith('[sponsors] section sponsors not loaded', expect.anything()),
    );
    expect(container.innerHTML).toBe('');
  });

  it('maps each path to its section', () => {
    expect(sponsorSectionForPath('/news')).toBe('news');
    expect(sponsorSectionForPath('/category/arabic')).toBe('news');
    expect(sponsorSectionForPath('/match/first-team/2026-27/g1')).toBe('matches');
    expect(sponsorSectionForPath('/players/ollie-webb')).toBe('teams');
    expect(sponsorSectionForPath('/live/audio')).toBe('live');
    expect(sponsorSectionForPath('/')).toBeNull();
    expect(sponsorSectionForPath('/newsletter')).toBeNull();
  });
});
