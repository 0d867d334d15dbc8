import { SPONSOR_ROW_TITLES, type Sponsor, type SponsorRow } from '@club/shared/contracts';
import { resetStoresForTests, setChildFriendly } from '@club/shared/stores';
import { mockServices, serviceAddress } from '@club/shared/testing';
import { act, render, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FOOTER_SPONSOR_LOGO_PX,
  SPONSOR_TITLE_FONT_SIZES,
  SPONSORS_LABEL,
  sponsorLogoSize,
  sponsorTitleSize,
} from '../constants.ts';
import { FooterSponsors } from './footer-sponsors.tsx';

const sponsor = (title: string, forcedOrder: number, isChildFriendly: 0 | 1 = 1): Sponsor => {
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
    forcedOrder,
    isChildFriendly,
  };
};

// Three rows of three, one sponsor not child friendly, as the services seed them.
const NAMES = [
  ['Meridian Air', 'Harbour Bank', 'Voltline Energy'],
  ['Kestrel Motors', 'Goalline Bet', 'Northway Telecom'],
  ['Brightwater', 'Copperleaf Coffee', 'Fieldhouse Sports'],
];
const ROWS: SponsorRow[] = SPONSOR_ROW_TITLES.map((title, index) => ({
  adminName: `Footer - ${title}`,
  forcedOrder: index + 1,
  rowID: `row-${index}`,
  sponsorSize: index === 0 ? 'large' : 'small',
  title,
  titleSize: 'h6',
  sponsors: (NAMES[index] ?? []).map((name, order) =>
    sponsor(name, order + 1, name === 'Goalline Bet' ? 0 : 1),
  ),
}));

const server = mockServices(
  http.get(serviceAddress('sponsors', '/rows'), () => HttpResponse.json({ rows: ROWS })),
);

beforeEach(resetStoresForTests);

describe('FooterSponsors', () => {
  it('shows the three rows, Principal, Official and Supporting Partners, with their logos', async () => {
    render(<FooterSponsors />);
    const block = await screen.findByRole('region', { name: SPONSORS_LABEL });
    const headings = within(block).getAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Principal Partners',
      'Official Partners',
      'Supporting Partners',
    ]);
    const link = within(block).getByRole('link', { name: 'Meridian Air' });
    expect(link.getAttribute('href')).toBe('https://www.meridian-air.example/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    const logo = within(link).getByRole('img');
    expect(logo.getAttribute('src')).toBe(
      'http://localhost:4000/images/400x400/fit-in/sponsors/meridian-air.png',
    );
    expect(logo.getAttribute('loading')).toBe('lazy');
  });

  it('hides the sponsor that is not child friendly in child-friendly mode, and shows it when the mode is off', async () => {
    render(<FooterSponsors />);
    const block = await screen.findByRole('region', { name: SPONSORS_LABEL });
    expect(within(block).getAllByRole('link')).toHaveLength(8);
    expect(within(block).queryByRole('link', { name: 'Goalline Bet' })).toBeNull();

    act(() => setChildFriendly(false));
    expect(within(block).getAllByRole('link')).toHaveLength(9);
    expect(within(block).getByRole('link', { name: 'Goalline Bet' })).toBeTruthy();
  });

  it('gives each row the logo sizes of spec 000 §9 for its sponsorSize', async () => {
    render(<FooterSponsors />);
    const block = await screen.findByRole('region', { name: SPONSORS_LABEL });
    const [large, small] = within(block).getAllByRole('list');
    expect(large?.style.getPropertyValue('--sponsor-logo-narrow')).toBe('132px');
    expect(large?.style.getPropertyValue('--sponsor-logo-wide')).toBe('160px');
    expect(small?.style.getPropertyValue('--sponsor-logo-narrow')).toBe('80px');
    expect(small?.style.getPropertyValue('--sponsor-logo-wide')).toBe('96px');
    expect(FOOTER_SPONSOR_LOGO_PX).toEqual({
      small: { narrow: 80, wide: 96 },
      large: { narrow: 132, wide: 160 },
    });
    expect(sponsorLogoSize('unknown')).toBe('small');
  });

  it("draws each row's title at its titleSize (spec 000 §3, h6), keeping it a second-level heading; 'span' is no heading", async () => {
    server.use(
      http.get(serviceAddress('sponsors', '/rows'), () =>
        HttpResponse.json({
          rows: ROWS.map((row, index) => ({ ...row, titleSize: ['h6', 'h3', 'span'][index] })),
        }),
      ),
    );
    render(<FooterSponsors />);
    const block = await screen.findByRole('region', { name: SPONSORS_LABEL });
    const headings = within(block).getAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Principal Partners',
      'Official Partners',
    ]);
    expect(headings[0]?.style.getPropertyValue('--sponsor-title-size')).toBe(SPONSOR_TITLE_FONT_SIZES.h6);
    expect(headings[1]?.style.getPropertyValue('--sponsor-title-size')).toBe(SPONSOR_TITLE_FONT_SIZES.h3);
    const plain = within(block).getByText('Supporting Partners');
    expect(plain.tagName).toBe('P');
    expect(SPONSOR_TITLE_FONT_SIZES.h3).not.toBe(SPONSOR_TITLE_FONT_SIZES.h6);
    expect(sponsorTitleSize('h9')).toBe('h6');
  });

  it('marks the block busy while loading', () => {
    const { container } = render(<FooterSponsors />);
    expect(container.querySelector('[aria-busy="true"]')).toBeTruthy();
  });

  it('logs a failure and shows no sponsor block', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.get(serviceAddress('sponsors', '/rows'), () => HttpResponse.json({}, { status: 500 })));
    const { container } = render(<FooterSponsors />);
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith('[sponsors] sponsor rows not loaded', expect.anything()),
    );
    expect(container.innerHTML).toBe('');
  });
});
