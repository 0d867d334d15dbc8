import { $runtimeConfig } from '@club/shared/config';
import { setAdverts } from '@club/shared/stores';
import { mockServices, serviceAddress, testRuntimeConfig } from '@club/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../testing/render-at.tsx';
import { ARTICLE_LOAD_ERROR_TITLE, RELATED_NEWS_HEADING, SHARE_LABELS } from '../constants.ts';
import { newsArticle, newsHit } from '../testing.ts';

const ARTICLE = serviceAddress('webApi', '/v1/news/:slug');
const server = mockServices();
const related = [1, 2, 3, 4, 5].map((n) => newsHit(n));

describe('the article page', () => {
  it('shows the title as the h1, the London date, category links, the sized hero and related news', async () => {
    server.use(http.get(ARTICLE, () => HttpResponse.json({ data: newsArticle(), related })));
    renderAt('/news/cup-final-report');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Cup final report' });
    expect(heading).toBeTruthy();
    await vi.waitFor(() => expect(document.title).toBe('Cup final report | Official Northbridge FC website'));
    expect(screen.getByText('01 07 2026')).toBeTruthy();
    const categories = screen.getByRole('list', { name: 'Categories' });
    expect(within(categories).getByRole('link', { name: "Men's Team" }).getAttribute('href')).toBe(
      '/category/mens-team',
    );
    expect(within(categories).getByRole('link', { name: 'Club' }).getAttribute('href')).toBe(
      '/category/club',
    );

    const hero = document.querySelector('article img') as HTMLImageElement;
    expect(hero.getAttribute('fetchpriority')).toBe('high');
    expect(hero.getAttribute('loading')).toBe('eager');
    expect(hero.getAttribute('width')).toBe('800');
    expect(hero.getAttribute('height')).toBe('450');
    expect(hero.getAttribute('src')).toBe(
      'http://localhost:4000/images/800x450/fit-in/news/cup-final-report.jpg',
    );
    expect(hero.getAttribute('srcset')).toContain('480x270/fit-in/news/cup-final-report.jpg 480w');

    // The body comes with the sanitiser's chunk, after the title and hero.
    expect(await screen.findByText('The final was won in extra time.')).toBeTruthy();
    const block = screen.getByRole('region', { name: RELATED_NEWS_HEADING });
    const cards = within(block).getAllByRole('article');
    expect(cards).toHaveLength(4);
    expect(within(block).getByRole('link', { name: 'Story 1' }).getAttribute('href')).toBe('/news/story-1');
  });

  it('offers every sharing option of the shipped toggles, for the canonical address', async () => {
    server.use(http.get(ARTICLE, () => HttpResponse.json({ data: newsArticle(), related })));
    renderAt('/news/cup-final-report');
    const share = await screen.findByRole('region', { name: SHARE_LABELS.region });
    const facebook = within(share).getByRole('link', { name: SHARE_LABELS.facebook });
    expect(facebook.getAttribute('href')).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=http%3A%2F%2Flocalhost%3A3000%2Fnews%2Fcup-final-report',
    );
    expect(facebook.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(share).getByRole('link', { name: SHARE_LABELS.twitter })).toBeTruthy();
    expect(within(share).getByRole('link', { name: SHARE_LABELS.email }).getAttribute('href')).toMatch(
      /^mailto:/,
    );
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await userEvent.click(within(share).getByRole('button', { name: SHARE_LABELS.copyLink }));
    expect(await within(share).findByText(SHARE_LABELS.copied)).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('http://localhost:3000/news/cup-final-report');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'http://localhost:3000/news/cup-final-report',
    );
  });

  it('offers only the options whose toggle the site configuration leaves on, and no row with none', async () => {
    server.use(http.get(ARTICLE, () => HttpResponse.json({ data: newsArticle(), related })));
    const config = testRuntimeConfig();
    const withSharing = (sharing: typeof config.settings.sharing) =>
      $runtimeConfig.set({ ...config, settings: { ...config.settings, sharing } });
    withSharing({ facebook: false, twitter: true, email: true, copyLink: false });
    const { unmount } = renderAt('/news/cup-final-report');
    const share = await screen.findByRole('region', { name: SHARE_LABELS.region });
    expect(
      within(share)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([SHARE_LABELS.twitter, SHARE_LABELS.email]);
    expect(within(share).queryByRole('button', { name: SHARE_LABELS.copyLink })).toBeNull();
    unmount();

    withSharing({ facebook: false, twitter: false, email: false, copyLink: false });
    renderAt('/news/cup-final-report');
    expect(await screen.findByText('The final was won in extra time.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: SHARE_LABELS.region })).toBeNull();
  });

  it('puts the widget advert last, after the related news (spec 000 §9 "Advert position")', async () => {
    server.use(http.get(ARTICLE, () => HttpResponse.json({ data: newsArticle(), related })));
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
    try {
      const { container } = renderAt('/news/cup-final-report');
      const advert = await screen.findByRole('complementary', { name: 'Advertisement' });
      expect(container.lastElementChild).toBe(advert);
      expect(advert.previousElementSibling).toBe(screen.getByRole('region', { name: RELATED_NEWS_HEADING }));
    } finally {
      setAdverts({});
    }
  });

  it('renders a hostile body as text only: no script, no handler, no javascript: link', async () => {
    const bodyHtml =
      '<p>Imported.</p><img src="/x.jpg" alt="Squad" onerror="window.__pwned=1"><script>window.__pwned=2</script>' +
      '<p>Read the <a href="javascript:window.__pwned=3">review</a>.</p>';
    server.use(http.get(ARTICLE, () => HttpResponse.json({ data: newsArticle({ bodyHtml }), related: [] })));
    renderAt('/news/cup-final-report');
    expect(await screen.findByText('Imported.')).toBeTruthy();
    const article = screen.getByRole('article');
    expect(article.querySelector('script')).toBeNull();
    expect(article.querySelector('[onerror]')).toBeNull();
    expect(within(article).getByText('review').getAttribute('href')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
    expect(screen.queryByRole('region', { name: RELATED_NEWS_HEADING })).toBeNull();
  });

  it('reads an Arabic article right to left', async () => {
    server.use(
      http.get(ARTICLE, () =>
        HttpResponse.json({
          data: newsArticle({ title: 'فوز مثير', language: 'ar', direction: 'rtl', categories: ['Arabic'] }),
          related: [],
        }),
      ),
    );
    renderAt('/news/cup-final-report');
    await screen.findByRole('heading', { level: 1, name: 'فوز مثير' });
    const article = screen.getByRole('article');
    expect(article.getAttribute('lang')).toBe('ar');
    expect(article.getAttribute('dir')).toBe('rtl');
  });

  it('shows the 404 page for an unknown or malformed slug', async () => {
    server.use(
      http.get(ARTICLE, () => HttpResponse.json({ errors: [{ code: 'not_found' }] }, { status: 404 })),
    );
    renderAt('/news/no-such-story');
    expect(await screen.findByText('This page could not be found')).toBeTruthy();
  });

  it('shows an error with Try again when the service fails, and the article once it answers', async () => {
    let calls = 0;
    server.use(
      http.get(ARTICLE, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({}, { status: 503 })
          : HttpResponse.json({ data: newsArticle(), related });
      }),
    );
    renderAt('/news/cup-final-report');
    expect(await screen.findByRole('heading', { level: 1, name: ARTICLE_LOAD_ERROR_TITLE })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cup final report' })).toBeTruthy();
  });

  it('treats a malformed answer as a failure, not a crash', async () => {
    server.use(http.get(ARTICLE, () => HttpResponse.json({ data: { slug: 1 } })));
    renderAt('/news/cup-final-report');
    expect(await screen.findByRole('heading', { level: 1, name: ARTICLE_LOAD_ERROR_TITLE })).toBeTruthy();
  });
});
