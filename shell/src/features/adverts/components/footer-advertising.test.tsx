import { forgetDataLayer } from '@club/shared/analytics';
import {
  resetStoresForTests,
  setAdvertisingDisabled,
  setChildFriendly,
  setConsent,
} from '@club/shared/stores';
import { mockServices, serviceAddress } from '@club/shared/testing';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FOOTER_ADVERT_LIST_LABEL,
  FOOTER_ADVERT_RELOAD_DELAY_MS,
  FOOTER_ADVERT_SLOTS_LABEL,
  FOOTER_ADVERTISING_LABEL,
  FOOTER_SINGLE_ADVERT_LABEL,
  type FooterAdvertisingVersion,
} from '../constants.ts';
import { resetFooterAdverts } from '../stores/footer-adverts.ts';
import {
  experimentsData,
  footerAdvertFixture,
  footerSlotData,
  slotAdvertData,
  slotAdvertFixture,
} from '../test-fixtures.ts';
import { FooterAdvertising } from './footer-advertising.tsx';

const calls = { experiments: 0, singleSlot: 0 };
let singleAdvert = slotAdvertFixture('single', { advertName: 'Club app' });
const collected: Array<{ event: string; advertID: string }> = [];
const slot1 = [slotAdvertFixture('kit'), slotAdvertFixture('tickets')];
const server = mockServices(
  http.get(serviceAddress('experiments', '/data'), () => {
    calls.experiments += 1;
    return HttpResponse.json(
      experimentsData({
        footerSlot1: slot1,
        footerSlot2: [slotAdvertFixture('store')],
        footerSlot3: [slotAdvertFixture('bank')],
      }),
    );
  }),
  http.get(serviceAddress('advertising', '/slots/footer_slot'), ({ request }) => {
    if (new URL(request.url).searchParams.get('includeAllAdverts') === 'true')
      return HttpResponse.json(footerSlotData([slotAdvertFixture('listed')]));
    calls.singleSlot += 1;
    return HttpResponse.json(slotAdvertData(singleAdvert));
  }),
  http.get(serviceAddress('webApi', '/v1/adverts/'), () =>
    HttpResponse.json({
      adverts: [
        footerAdvertFixture('listed'),
        footerAdvertFixture('betting', { childFriendly: false, advertName: 'Betting odds' }),
      ],
    }),
  ),
  http.post(serviceAddress('collect', '/adverts'), async ({ request }) => {
    collected.push(...((await request.json()) as typeof collected));
    return HttpResponse.json({ accepted: 1 });
  }),
);

function renderAt(path: string, version?: FooterAdvertisingVersion) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <FooterAdvertising version={version} />
          </>
        ),
        children: [{ path: '*', element: <p>page</p> }],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const slots = () => screen.getByRole('list', { name: FOOTER_ADVERT_SLOTS_LABEL });
const slotImages = () =>
  within(slots())
    .queryAllByRole('img')
    .map((img) => img.getAttribute('alt'));

beforeEach(() => {
  calls.experiments = 0;
  calls.singleSlot = 0;
  singleAdvert = slotAdvertFixture('single', { advertName: 'Club app' });
  collected.length = 0;
  resetStoresForTests();
  resetFooterAdverts();
});
afterEach(() => {
  resetFooterAdverts();
  forgetDataLayer();
  vi.useRealTimers();
});

describe('FooterAdvertising', () => {
  it('shows the three square slots, each with one eligible advert linking to its target in a new tab', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    renderAt('/');
    await screen.findByRole('list', { name: FOOTER_ADVERT_SLOTS_LABEL });
    const items = within(slots()).getAllByRole('listitem');
    expect(items.map((item) => item.dataset.slot)).toEqual(['footerSlot1', 'footerSlot2', 'footerSlot3']);
    expect(slotImages()).toEqual(['Advert kit', 'Advert store', 'Advert bank']);
    const link = within(slots()).getByRole('link', { name: 'Advert kit' });
    expect(link.getAttribute('href')).toBe('https://kit.example/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    const image = within(link).getByRole('img');
    expect(image.getAttribute('src')).toBe(
      'http://localhost:4000/images/500x500/fit-in/adverts/kit-mobile.jpg',
    );
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['500', '500']);
  });

  it('lists the footer adverts with image and link, leaving out the not child-friendly one in child mode', async () => {
    renderAt('/');
    const list = await screen.findByRole('list', { name: FOOTER_ADVERT_LIST_LABEL });
    const link = within(list).getByRole('link', { name: 'Listed listed' });
    expect(link.getAttribute('href')).toBe('https://listed.example/listed');
    expect(within(list).queryByRole('link', { name: 'Betting odds' })).toBeNull();

    act(() => setChildFriendly(false));
    expect(within(list).getByRole('link', { name: 'Betting odds' })).toBeTruthy();
  });

  it('shows no square slots while footerSlot1 holds no advert, even when other slots do', async () => {
    server.use(
      http.get(serviceAddress('experiments', '/data'), () =>
        HttpResponse.json(experimentsData({ footerSlot2: [slotAdvertFixture('store')] })),
      ),
    );
    renderAt('/');
    await screen.findByRole('list', { name: FOOTER_ADVERT_LIST_LABEL });
    expect(screen.queryByRole('list', { name: FOOTER_ADVERT_SLOTS_LABEL })).toBeNull();
  });

  it('leaves a slot empty when none of its adverts is eligible', async () => {
    server.use(
      http.get(serviceAddress('experiments', '/data'), () =>
        HttpResponse.json(
          experimentsData({
            footerSlot1: [slotAdvertFixture('kit')],
            footerSlot2: [slotAdvertFixture('adult', { childFriendly: false })],
          }),
        ),
      ),
    );
    renderAt('/');
    await screen.findByRole('list', { name: FOOTER_ADVERT_SLOTS_LABEL });
    expect(slotImages()).toEqual(['Advert kit']);
    act(() => setChildFriendly(false));
    expect(slotImages()).toEqual(['Advert kit', 'Advert adult']);
  });

  it('loads and shows nothing while advertising is disabled (spec 000 §4)', async () => {
    setAdvertisingDisabled(true);
    renderAt('/');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('complementary', { name: FOOTER_ADVERTISING_LABEL })).toBeNull();
    expect(calls.experiments).toBe(0);

    act(() => setAdvertisingDisabled(false));
    await screen.findByRole('complementary', { name: FOOTER_ADVERTISING_LABEL });
    act(() => setAdvertisingDisabled(true));
    expect(screen.queryByRole('complementary', { name: FOOTER_ADVERTISING_LABEL })).toBeNull();
  });

  it('shows nothing when every advert fetch fails, and logs each failure (spec 000 §8)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.get(serviceAddress('experiments', '/data'), () => HttpResponse.json({}, { status: 500 })),
      http.get(serviceAddress('advertising', '/slots/footer_slot'), () => HttpResponse.error()),
      http.get(serviceAddress('webApi', '/v1/adverts/'), () => HttpResponse.json({}, { status: 502 })),
    );
    renderAt('/');
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(3));
    expect(screen.queryByRole('complementary', { name: FOOTER_ADVERTISING_LABEL })).toBeNull();
    expect(screen.getByText('page')).toBeTruthy();
  });

  it('reloads 2 s after a route change and picks again, so another advert can show', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const random = vi.spyOn(Math, 'random').mockReturnValue(0);
    const router = renderAt('/');
    await vi.waitFor(() => expect(slotImages()[0]).toBe('Advert kit'));
    expect(calls.experiments).toBe(1);

    random.mockReturnValue(0.9);
    await act(() => router.navigate('/news'));
    await act(() => vi.advanceTimersByTimeAsync(FOOTER_ADVERT_RELOAD_DELAY_MS - 1));
    expect(calls.experiments).toBe(1);
    expect(slotImages()[0]).toBe('Advert kit');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(calls.experiments).toBe(2);
    await vi.waitFor(() => expect(slotImages()[0]).toBe('Advert tickets'));
  });

  it('does not reload for a hash change alone', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const router = renderAt('/news');
    await vi.waitFor(() => expect(calls.experiments).toBe(1));
    await act(() => router.navigate('/news#latest'));
    await act(() => vi.advanceTimersByTimeAsync(FOOTER_ADVERT_RELOAD_DELAY_MS * 2));
    expect(calls.experiments).toBe(1);
  });
});

describe('FooterAdvertising, its other two versions (spec 000 §2 "footer advertising (three versions)")', () => {
  it('version 2 is the list alone: no square slots, and the advertising data is not asked for', async () => {
    renderAt('/news/an-article', 2);
    const list = await screen.findByRole('list', { name: FOOTER_ADVERT_LIST_LABEL });
    expect(within(list).getByRole('link', { name: 'Listed listed' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: FOOTER_ADVERT_SLOTS_LABEL })).toBeNull();
    expect(calls.experiments).toBe(0);
    expect(calls.singleSlot).toBe(0);
  });

  it("version 3 is the single slot: GET /slots/{slotID}'s advert, linking to its target, reloaded 2 s after a route change", async () => {
    const router = renderAt('/', 3);
    const single = await screen.findByRole('list', { name: FOOTER_SINGLE_ADVERT_LABEL });
    const link = within(single).getByRole('link', { name: 'Club app' });
    expect(link.getAttribute('href')).toBe('https://single.example/');
    expect(link.getAttribute('rel')).toContain('sponsored');
    expect(within(link).getByRole('img').getAttribute('src')).toBe(
      'http://localhost:4000/images/500x500/fit-in/adverts/single-mobile.jpg',
    );
    expect(screen.queryByRole('list', { name: FOOTER_ADVERT_LIST_LABEL })).toBeNull();
    expect([calls.singleSlot, calls.experiments]).toEqual([1, 0]);

    vi.useFakeTimers({ shouldAdvanceTime: true });
    await act(() => router.navigate('/videos'));
    await act(() => vi.advanceTimersByTimeAsync(FOOTER_ADVERT_RELOAD_DELAY_MS));
    await vi.waitFor(() => expect(calls.singleSlot).toBe(2));
  });

  it('version 3 shows nothing for an advert the rules do not allow now (child-friendly mode), or none running', async () => {
    singleAdvert = slotAdvertFixture('betting', { advertName: 'Betting odds', childFriendly: false });
    renderAt('/', 3);
    await vi.waitFor(() => expect(calls.singleSlot).toBe(1));
    expect(screen.queryByRole('complementary', { name: FOOTER_ADVERTISING_LABEL })).toBeNull();
    act(() => setChildFriendly(false));
    expect(await screen.findByRole('link', { name: 'Betting odds' })).toBeTruthy();
  });

  it('version 3 logs a failed slot advert fetch and shows nothing (spec 000 §8)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.get(serviceAddress('advertising', '/slots/footer_slot'), () =>
        HttpResponse.json({}, { status: 500 }),
      ),
    );
    renderAt('/', 3);
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith('[adverts] slot advert not loaded', expect.anything()),
    );
    expect(screen.queryByRole('complementary', { name: FOOTER_ADVERTISING_LABEL })).toBeNull();
  });

  it('version 3 reports advertLoaded and advertClicked with analytics consent', async () => {
    setConsent({ analytics: true });
    renderAt('/', 3);
    const link = await screen.findByRole('link', { name: 'Club app' });
    await vi.waitFor(() =>
      expect(collected.map((event) => `${event.event}:${event.advertID}`)).toEqual(['advertLoaded:single']),
    );
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(link);
    await vi.waitFor(() =>
      expect(collected.at(-1)).toMatchObject({ event: 'advertClicked', advertID: 'single' }),
    );
  });
});

describe('FooterAdvertising analytics', () => {
  it('reports advertLoaded per slot advert shown, advertImpression per listed one, and the clicks', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    setConsent({ analytics: true });
    renderAt('/');
    await screen.findByRole('list', { name: FOOTER_ADVERT_LIST_LABEL });
    await vi.waitFor(() => expect(collected).toHaveLength(4));
    expect(collected.map(({ event, advertID }) => `${event}:${advertID}`).sort()).toEqual([
      'advertImpression:listed',
      'advertLoaded:bank',
      'advertLoaded:kit',
      'advertLoaded:store',
    ]);
    expect(collected.find((event) => event.event === 'advertImpression')).toMatchObject({
      advertRef: 'ADV-listed',
      campaignRef: 'CMP-listed',
    });
    expect(window.dataLayer?.filter((entry) => entry.event === 'adLoad')).toHaveLength(4);

    const user = userEvent.setup();
    // The links open a new tab; jsdom would try to navigate, so the click's default is stopped.
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await user.click(within(slots()).getByRole('link', { name: 'Advert kit' }));
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await user.click(screen.getByRole('link', { name: 'Listed listed' }));
    await vi.waitFor(() => expect(collected).toHaveLength(6));
    expect(collected.slice(4).map(({ event, advertID }) => `${event}:${advertID}`)).toEqual([
      'advertClicked:kit',
      'advertClick:listed',
    ]);
    expect(window.dataLayer?.slice(-2)).toEqual([
      { event: 'adClick', advertName: 'Advert kit' },
      { event: 'adClick', advertName: 'Listed listed' },
    ]);
  });

  it('reports no advert events at all without analytics consent', async () => {
    renderAt('/');
    await screen.findByRole('list', { name: FOOTER_ADVERT_SLOTS_LABEL });
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(collected).toEqual([]);
    expect(window.dataLayer).toBeUndefined();
  });
});
