import { setAdvertisingDisabled, setAdverts, setChildFriendly } from '@club/shared/stores';
import { mockServices, serviceAddress } from '@club/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { ADVERT_LABEL, CAROUSEL_ADVERTS_LABEL } from '../../../components/blocks/advert-blocks.tsx';
import { renderAt } from '../../../testing/render-at.tsx';
import { newsHit } from '../testing.ts';

const SEARCH = serviceAddress('webApi', '/v1/news/search');
const server = mockServices();

const advert = (id: string, childFriendly = true) => ({
  advertID: id,
  advertTitle: `Advert ${id}`,
  childFriendly,
  advertData: {
    url: `https://${id}.example/`,
    images: {
      mobile: { key: `adverts/${id}-mobile.jpg`, imageSize: '750x750' },
      desktop: { key: `adverts/${id}-desktop.jpg`, imageSize: '750x750' },
    },
  },
});

afterEach(() => {
  setAdverts({});
  setChildFriendly(true);
  setAdvertisingDisabled(false);
});

describe('the home page', () => {
  it('leads with the newest article, large, then the four after it, each linking to its article', async () => {
    server.use(
      http.get(SEARCH, ({ request }) => {
        expect(new URL(request.url).searchParams.get('size')).toBe('5');
        return HttpResponse.json({ hits: { found: 60, hit: [1, 2, 3, 4, 5].map((n) => newsHit(n)) } });
      }),
    );
    renderAt('/');
    const lead = await screen.findByRole('link', { name: 'Story 1' });
    expect(lead.getAttribute('href')).toBe('/news/story-1');
    const leadImage = lead.closest('article')?.querySelector('img');
    expect(leadImage?.getAttribute('fetchpriority')).toBe('high');
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'See more' }).getAttribute('href')).toBe('/news');
  });

  it('shows the carousel and widget adverts that may show: child friendly ones in child-friendly mode', async () => {
    server.use(http.get(SEARCH, () => HttpResponse.json({ hits: { found: 0, hit: [] } })));
    setAdverts({
      carousel: [advert('a'), advert('b', false), advert('c')],
      widget: [advert('w', false), advert('x')],
    });
    renderAt('/');
    const carousel = await screen.findByRole('region', { name: CAROUSEL_ADVERTS_LABEL });
    const links = within(carousel).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://a.example/',
      'https://c.example/',
    ]);
    expect(links[0]?.getAttribute('rel')).toContain('sponsored');
    const image = within(carousel).getByRole('img', { name: 'Advert a' });
    expect(image.getAttribute('src')).toBe(
      'http://localhost:4000/images/750x750/fit-in/adverts/a-mobile.jpg',
    );
    expect(image.getAttribute('width')).toBe('750');
    const widget = screen.getByRole('complementary', { name: ADVERT_LABEL });
    expect(within(widget).getByRole('link').getAttribute('href')).toBe('https://x.example/');

    act(() => setChildFriendly(false));
    // Read the region afresh: the carousel may be drawn anew for its new set of slides.
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: CAROUSEL_ADVERTS_LABEL })).getAllByRole('link'),
      ).toHaveLength(3),
    );
    act(() => setAdvertisingDisabled(true));
    expect(screen.queryByRole('region', { name: CAROUSEL_ADVERTS_LABEL })).toBeNull();
    expect(screen.queryByRole('complementary', { name: ADVERT_LABEL })).toBeNull();
  });

  it('says the news could not be loaded, with Try again, when the search fails', async () => {
    server.use(http.get(SEARCH, () => HttpResponse.json({}, { status: 500 })));
    renderAt('/');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
