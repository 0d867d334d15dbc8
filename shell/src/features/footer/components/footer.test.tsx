import { $runtimeConfig } from '@club/shared/config';
import {
  CLUB_CREST_IMAGE_KEY,
  CLUB_NAME,
  copyrightNotice,
  FOOTER_MENU,
  SOCIAL_NETWORKS,
  SOCIAL_URLS,
} from '@club/shared/site';
import { testRuntimeConfig } from '@club/shared/testing';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clubLogoLabel,
  FOOTER_LINKS_LABEL,
  FOOTER_SUB_MENU_LABEL,
  SOCIAL_ICON_SIZE_PX,
  SOCIAL_LINKS_LABEL,
} from '../constants.ts';
import { Footer } from './footer.tsx';

const inRouter = (node: ReactNode) => render(<MemoryRouter>{node}</MemoryRouter>);
const LOGO_BLOCK = <section aria-label="Sponsor logos">logos</section>;

beforeEach(() => $runtimeConfig.set(testRuntimeConfig()));
afterEach(() => vi.useRealTimers());

describe('Footer', () => {
  it('shows the logo block in variant 1, the default', () => {
    inRouter(<Footer logoBlock={LOGO_BLOCK} />);
    expect(
      within(screen.getByRole('contentinfo')).getByRole('region', { name: 'Sponsor logos' }),
    ).toBeTruthy();
  });

  it('omits the logo block in variant 2, keeping everything else (spec 000 §2)', () => {
    inRouter(<Footer variant={2} logoBlock={LOGO_BLOCK} />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).queryByRole('region', { name: 'Sponsor logos' })).toBeNull();
    expect(within(footer).getByRole('link', { name: clubLogoLabel(CLUB_NAME) })).toBeTruthy();
    expect(within(footer).getByRole('navigation', { name: SOCIAL_LINKS_LABEL })).toBeTruthy();
    expect(within(footer).getByRole('navigation', { name: FOOTER_SUB_MENU_LABEL })).toBeTruthy();
  });

  it('shows no footer link block in the shipped configuration, which has no footer menu', () => {
    expect(FOOTER_MENU).toEqual([]);
    inRouter(<Footer />);
    expect(screen.queryByRole('navigation', { name: FOOTER_LINKS_LABEL })).toBeNull();
  });

  it('shows the footer link block when a footer menu exists, external links in a new tab', () => {
    inRouter(
      <Footer
        footerMenu={[
          { label: 'Academy', to: '/academy' },
          { label: 'Foundation', to: 'https://foundation.example/', external: true },
        ]}
      />,
    );
    const block = screen.getByRole('navigation', { name: FOOTER_LINKS_LABEL });
    expect(within(block).getByRole('link', { name: 'Academy' }).getAttribute('href')).toBe('/academy');
    const external = within(block).getByRole('link', { name: 'Foundation' });
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toContain('noopener');
  });

  it('shows the club logo from the image library, linking home', () => {
    inRouter(<Footer />);
    const logo = screen.getByRole('link', { name: clubLogoLabel(CLUB_NAME) });
    expect(logo.getAttribute('href')).toBe('/');
    const image = logo.querySelector('img');
    expect(image?.getAttribute('src')).toBe(
      `http://localhost:4000/images/160x160/fit-in/${CLUB_CREST_IMAGE_KEY}`,
    );
    expect(image?.getAttribute('width')).toBe('160');
  });

  it('shows the nine social links in order, each in a new tab with a 24 px icon and a name', () => {
    inRouter(<Footer />);
    const social = screen.getByRole('navigation', { name: SOCIAL_LINKS_LABEL });
    const links = within(social).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Facebook',
      'X',
      'Threads',
      'Instagram',
      'YouTube',
      'Snapchat',
      'Tiktok',
      'Linkedin',
      'Weibo',
    ]);
    expect(SOCIAL_NETWORKS).toHaveLength(9);
    for (const [index, link] of links.entries()) {
      const network = SOCIAL_NETWORKS[index];
      if (!network) throw new Error('a link too many');
      expect(link.getAttribute('href')).toBe(SOCIAL_URLS[network]);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
      const icon = link.querySelector('svg');
      expect(icon?.getAttribute('width')).toBe(String(SOCIAL_ICON_SIZE_PX));
      expect(icon?.getAttribute('height')).toBe('24');
      expect(icon?.getAttribute('aria-hidden')).toBe('true');
    }
  });

  it('shows the sub menu to safeguarding, privacy notice, cookies and contact', () => {
    inRouter(<Footer />);
    const menu = screen.getByRole('navigation', { name: FOOTER_SUB_MENU_LABEL });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/the-club/safeguarding',
      '/the-club/privacy-notice',
      '/the-club/cookies',
      '/the-club/contact',
    ]);
  });

  it('shows the copyright with the current year and the club name', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-04T12:00:00Z'));
    inRouter(<Footer />);
    expect(screen.getByText(copyrightNotice(2031))).toBeTruthy();
    expect(copyrightNotice(2031)).toBe(`© 2031 ${CLUB_NAME}. All rights reserved.`);
  });
});
