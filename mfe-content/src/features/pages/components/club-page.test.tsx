import type { ContentPage } from '@club/shared/contracts';
import { $pageKind, setAdverts, setPageKind } from '@club/shared/stores';
import { mockServices, serviceAddress } from '@club/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../testing/render-at.tsx';
import { BREADCRUMBS_LABEL, HUB_CHILDREN_LABEL, PAGE_LOAD_ERROR_TITLE } from '../constants.ts';

const PAGES = serviceAddress('webApi', '/v1/pages/*');
const server = mockServices();

const page = (overrides: Partial<ContentPage> = {}): ContentPage => ({
  postID: 1002,
  title: 'History',
  pageTemplate: 'Default',
  pageSlug: 'history',
  fullPath: '/the-club/history',
  nestedLevel: 1,
  publishedDate: '2026-06-14',
  publishedTime: '11:00:00',
  savedTimestamp: 1785492000,
  summary: 'The story of the club.',
  bodyHtml: '<p>Founded in 1884.</p><script>window.__pwned = 1</script>',
  heroImage: null,
  blocks: [],
  children: [],
  breadcrumbs: [
    { title: 'The Club', fullPath: '/the-club' },
    { title: 'History', fullPath: '/the-club/history' },
  ],
  seo: { title: 'History', description: '', canonicalPath: '/the-club/history', imageKey: null },
  ...overrides,
});

describe('a club page', () => {
  it("shows the page's blocks after its body, from the service's data: carousels, buttons with icons and the carousel adverts", async () => {
    server.use(
      http.get(PAGES, () =>
        HttpResponse.json({
          data: page({
            blocks: [
              {
                type: 'carousel',
                title: 'Honours',
                carouselStyle: 'dark',
                carouselType: 'full-6',
                buttonStyle: 'primary-light',
                slides: [
                  { title: 'Champions 1931', text: null, imageKey: 'pages/honours-1931.jpg', link: null },
                  {
                    title: 'Cup 1936',
                    text: 'At the national stadium.',
                    imageKey: null,
                    link: { label: 'The final', url: '/news/cup-final' },
                  },
                ],
              },
              {
                type: 'button',
                label: 'Book a tour',
                url: '/the-club/opening-hours',
                buttonStyle: 'primary-dark',
                icon: 'Stadium',
                iconAlignment: 'left',
                headingTag: 'h2',
                newTab: false,
              },
              // A block this site does not know: left out, the rest shows.
              { type: 'video-wall' } as never,
              { type: 'advert-carousel' },
            ],
          }),
        }),
      ),
    );
    setAdverts({
      carousel: [
        {
          advertID: 'c1',
          advertTitle: 'Programme',
          childFriendly: true,
          advertData: {
            url: 'https://store.example/',
            images: { mobile: { key: 'adverts/c1.jpg', imageSize: '750x750' } },
          },
        },
      ],
    });
    renderAt('/the-club/history');
    const honours = await screen.findByRole('region', { name: 'Honours' });
    expect(honours.dataset.style).toBe('dark');
    expect(honours.dataset.type).toBe('full-6');
    expect(within(honours).getAllByRole('listitem')).toHaveLength(2);
    expect(within(honours).getByRole('heading', { level: 3, name: 'Champions 1931' })).toBeTruthy();
    expect(within(honours).getByRole('link', { name: 'The final' }).getAttribute('href')).toBe(
      '/news/cup-final',
    );
    const tour = screen.getByRole('heading', { level: 2, name: 'Book a tour' });
    expect(within(tour).getByRole('link').querySelector('svg')?.dataset.icon).toBe('Stadium');
    const adverts = screen.getByRole('region', { name: 'Advertisements' });
    expect(within(adverts).getByRole('link').getAttribute('rel')).toContain('sponsored');
    setAdverts({});
  });

  it('shows a Default page: breadcrumbs, the h1, the sanitised body, no hero, and says it has no image', async () => {
    const asked: string[] = [];
    server.use(
      http.get(PAGES, ({ request }) => {
        asked.push(new URL(request.url).pathname);
        return HttpResponse.json({ data: page() });
      }),
    );
    // Another page's kind before it, so the page has to say its own.
    setPageKind('home');
    renderAt('/the-club/history/');
    expect(await screen.findByRole('heading', { level: 1, name: 'History' })).toBeTruthy();
    expect(asked).toEqual(['/web/v1/pages/the-club/history']);
    const trail = screen.getByRole('navigation', { name: BREADCRUMBS_LABEL });
    expect(within(trail).getByRole('link', { name: 'The Club' }).getAttribute('href')).toBe('/the-club');
    expect(within(trail).getByText('History').getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('Founded in 1884.')).toBeTruthy();
    expect(document.querySelector('script')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    await vi.waitFor(() => expect($pageKind.get()).toBe('content-page-without-image'));
  });

  it('shows a Hub page with its hero and its children as cards, external ones opening a new tab', async () => {
    const hub = page({
      title: 'The Club',
      pageTemplate: 'Hub',
      fullPath: '/the-club',
      heroImage: { key: 'pages/the-club.jpg', alt: 'The stadium' },
      breadcrumbs: [{ title: 'The Club', fullPath: '/the-club' }],
      children: [
        {
          postID: 1,
          title: 'History',
          summary: 'Since 1884.',
          fullPath: '/the-club/history',
          postType: 'internal',
          externalUrl: null,
          newTab: false,
          imageKey: 'pages/the-club-history.jpg',
        },
        {
          postID: 2,
          title: 'Foundation',
          summary: 'Our charity.',
          fullPath: 'https://foundation.example/',
          postType: 'external',
          externalUrl: 'https://foundation.example/',
          newTab: true,
          imageKey: null,
        },
      ],
    });
    server.use(http.get(PAGES, () => HttpResponse.json({ data: hub })));
    setAdverts({
      widget: [
        {
          advertID: 'w1',
          advertTitle: 'Matchday offers',
          childFriendly: true,
          advertData: {
            url: 'https://offers.example/',
            images: { mobile: { key: 'adverts/w1.jpg', imageSize: '750x750' } },
          },
        },
      ],
    });
    setPageKind('home');
    renderAt('/the-club');
    await screen.findByRole('heading', { level: 1, name: 'The Club' });
    // The advert comes last on the page (spec 000 §9 "Advert position").
    const advert = screen.getByRole('complementary', { name: 'Advertisement' });
    expect(advert.parentElement?.lastElementChild).toBe(advert);
    setAdverts({});
    const hero = screen.getByRole('img', { name: 'The stadium' });
    expect(hero.getAttribute('fetchpriority')).toBe('high');
    expect(hero.getAttribute('width')).toBe('800');
    const cards = within(screen.getByRole('region', { name: HUB_CHILDREN_LABEL })).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(
      within(cards[0] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/the-club/history');
    const external = within(cards[1] as HTMLElement).getByRole('link', { name: /Foundation/ });
    expect(external.getAttribute('href')).toBe('https://foundation.example/');
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.queryByRole('navigation', { name: BREADCRUMBS_LABEL })).toBeNull();
    await vi.waitFor(() => expect($pageKind.get()).toBe('content-page-with-image'));
  });

  it('is the 404 page for an unknown page, and for a path that cannot be one, without asking', async () => {
    let calls = 0;
    server.use(
      http.get(PAGES, () => {
        calls += 1;
        return HttpResponse.json({ errors: [{ code: 'not_found' }] }, { status: 404 });
      }),
    );
    renderAt('/no-such-page');
    expect(await screen.findByText('This page could not be found')).toBeTruthy();
    expect(calls).toBe(1);
  });

  it('does not ask the service for a path of six levels or a segment that is not a slug', async () => {
    let calls = 0;
    server.use(
      http.get(PAGES, () => {
        calls += 1;
        return HttpResponse.json({ data: page() });
      }),
    );
    const { unmount } = renderAt('/a/b/c/d/e/f');
    expect(await screen.findByText('This page could not be found')).toBeTruthy();
    unmount();
    renderAt('/the-club/His%20tory');
    expect(await screen.findByText('This page could not be found')).toBeTruthy();
    expect(calls).toBe(0);
  });

  it('shows an error with Try again when the service fails, then the page', async () => {
    let calls = 0;
    server.use(
      http.get(PAGES, () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({}, { status: 500 }) : HttpResponse.json({ data: page() });
      }),
    );
    renderAt('/the-club/history');
    expect(await screen.findByRole('heading', { level: 1, name: PAGE_LOAD_ERROR_TITLE })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'History' })).toBeTruthy();
  });
});
