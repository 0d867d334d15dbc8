import {
  CHECKOUT_UNAVAILABLE_TEXT,
  MANAGE_SUBSCRIPTIONS_TEXT,
  MUST_LOG_IN_TO_PURCHASE_TEXT,
  NO_MATCH_PASSES_TEXT,
  NO_SUBSCRIPTIONS_TEXT,
  VOUCHER_MESSAGES,
} from '@club/shared/contracts';
import {
  $accountHeaderOpen,
  $lockBackground,
  $loginPrompt,
  $user,
  resetStoresForTests,
  setEntitlements,
  setLoggedInUser,
} from '@club/shared/stores';
import { mockServices, serviceAddress } from '@club/shared/testing';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { interceptNavigationForTests } from '../../../lib/navigate.ts';
import {
  AUDIO_SEASON,
  CREATE_CHECKOUT_URL,
  MATCH_PASS,
  MEMBERSHIPS,
  MEMBERSHIPS_URL,
  PACKAGE_GROUPS_URL,
  PACKAGES_URL,
  PACKAGES_WIDGET_URL,
  type PackageCalls,
  packageGroupsOf,
  packageServices,
  VIDEO_MONTHLY,
  VIDEO_SEASON,
  WIDGET_DATA,
} from '../../../testing/packages.ts';
import {
  CURRENT_MEMBERSHIP_TEXT,
  MEMBERSHIPS_HEADING,
  PACKAGES_HEADING,
  VOUCHER_OPEN_LABEL,
} from '../constants.ts';
import { $checkout } from '../stores/checkout.ts';
import { resetPackagesForTests } from '../stores/packages.ts';
import { resetWidgetDataForTests } from '../stores/widget-data.ts';
import { cardMinHeight } from './package-card.tsx';
import { PackagesWidget } from './packages-widget.tsx';

const calls: PackageCalls = { checkouts: [], portals: [] };
const server = mockServices(
  ...packageServices(calls, { membership: [VIDEO_MONTHLY], 'match-pass': [MATCH_PASS] }),
);
const USER = { userDisplayName: 'Free Fan', ssoID: 'user-1', email: 'free@club.test' };
let visited: string[] = [];
let restoreNavigation = () => {};

beforeEach(() => {
  visited = [];
  restoreNavigation = interceptNavigationForTests((url) => visited.push(url));
});

afterEach(() => {
  cleanup();
  restoreNavigation();
  calls.checkouts.length = 0;
  resetPackagesForTests();
  resetWidgetDataForTests();
  resetStoresForTests();
  $checkout.set({ kind: 'idle' });
  window.history.replaceState(null, '', '/');
  sessionStorage.clear();
});

async function renderWidget() {
  const user = userEvent.setup();
  render(<PackagesWidget />, { wrapper: MemoryRouter });
  await screen.findByRole('heading', { name: 'Video Monthly Pass' });
  return user;
}

describe('the packages widget (spec 001 §2, §4)', () => {
  it('shows loading, then the subscriptions as cards with their prices and offers', async () => {
    render(<PackagesWidget />, { wrapper: MemoryRouter });
    expect(screen.getByRole('status').textContent).toContain('Loading packages');

    const card = (await screen.findByRole('heading', { name: 'Video Monthly Pass' })).closest('article');
    expect(card).toBeTruthy();
    const inCard = within(card as HTMLElement);
    expect(inCard.getByText('£9.99 per month')).toBeTruthy();
    expect(inCard.getByText('Cancel any time')).toBeTruthy();
    expect((card as HTMLElement).style.minBlockSize).toBe('480px');
  });

  it('makes Subscriptions and Match passes real tabs that the arrow keys move between', async () => {
    const user = await renderWidget();
    const subscriptions = screen.getByRole('tab', { name: 'Subscriptions' });
    expect(subscriptions.getAttribute('aria-selected')).toBe('true');

    subscriptions.focus();
    await user.keyboard('{ArrowRight}');

    const passes = screen.getByRole('tab', { name: 'Match passes' });
    expect(document.activeElement).toBe(passes);
    expect(passes.getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel', { name: 'Match passes' });
    expect(within(panel).getByRole('heading', { name: 'Match Pass' })).toBeTruthy();
  });

  it('grows a card by 80 px for each price beyond two', () => {
    expect(cardMinHeight(1)).toBe(480);
    expect(cardMinHeight(2)).toBe(480);
    expect(cardMinHeight(3)).toBe(560);
  });

  it('says there are no Match Passes when that list fails, and logs the failure', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get(PACKAGES_URL, ({ request }) =>
        new URL(request.url).searchParams.get('filter.packageType') === 'match-pass'
          ? HttpResponse.json({ errors: [] }, { status: 500 })
          : HttpResponse.json({ data: [VIDEO_MONTHLY] }),
      ),
    );
    const user = await renderWidget();
    await user.click(screen.getByRole('tab', { name: 'Match passes' }));

    expect(await screen.findByText(NO_MATCH_PASSES_TEXT)).toBeTruthy();
    expect(log).toHaveBeenCalled();
  });

  it('flips a card to its further information, sanitised, and back', async () => {
    const user = await renderWidget();

    await user.click(screen.getByRole('button', { name: 'More information: Video Monthly Pass' }));

    expect(await screen.findByText('Watch on up to two devices')).toBeTruthy();
    expect(document.querySelector('article script')).toBeNull();
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toBe('Back to the package'),
    );
    await user.click(screen.getByRole('button', { name: 'Back to the package' }));
    expect(screen.getByText('£9.99 per month')).toBeTruthy();
  });

  it("signed out, Buy opens the login prompt and the cards say 'You must be logged in to purchase'", async () => {
    const user = await renderWidget();

    await user.click(screen.getByRole('button', { name: /^Buy: Video Monthly Pass/ }));

    expect($loginPrompt.get().message).toBe(MUST_LOG_IN_TO_PURCHASE_TEXT);
    const card = screen.getByRole('article', { name: 'Video Monthly Pass' });
    expect(within(card).getByText(MUST_LOG_IN_TO_PURCHASE_TEXT)).toBeTruthy();
    expect(calls.checkouts).toEqual([]);
  });

  it('offers a price whose grants are held only in part as an upgrade, which checks out at its price (issue 19)', async () => {
    setLoggedInUser(USER);
    // A monthly video subscriber: the season pass grants the video subscription and the season plan.
    setEntitlements(USER.ssoID, ['subscriber'], 'cus_1');
    server.use(
      http.get(PACKAGES_URL, ({ request }) =>
        HttpResponse.json({
          data:
            new URL(request.url).searchParams.get('filter.packageType') === 'membership'
              ? [VIDEO_MONTHLY, VIDEO_SEASON]
              : [],
        }),
      ),
    );
    const user = await renderWidget();

    expect(screen.getByRole('button', { name: MANAGE_SUBSCRIPTIONS_TEXT })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /^Upgrade: Video Season Pass, £79.99 per season/ }));
    expect(screen.getByRole('button', { name: /^Upgrade: Video Season Pass, £99.99/ })).toBeTruthy();

    await waitFor(() => expect(calls.checkouts).toHaveLength(1));
    expect(calls.checkouts[0]).toMatchObject({ line_items: [{ price: 'price_video_season', quantity: 1 }] });
    expect($accountHeaderOpen.get()).toBe(false);
  });

  it("reads 'Manage Subscriptions' for a package the user holds, which opens the account panel", async () => {
    setLoggedInUser(USER);
    setEntitlements(USER.ssoID, ['subscriber'], 'cus_1');
    const user = await renderWidget();

    await user.click(screen.getByRole('button', { name: MANAGE_SUBSCRIPTIONS_TEXT }));

    expect($accountHeaderOpen.get()).toBe(true);
    expect(calls.checkouts).toEqual([]);
  });

  it('signed in, creates the checkout with the body of spec 001 §7 and goes to the hosted checkout', async () => {
    setLoggedInUser(USER);
    const user = await renderWidget();

    await user.click(screen.getByRole('button', { name: /^Buy: Video Monthly Pass/ }));

    await waitFor(() => expect(visited).toEqual(['http://localhost:4000/payments/checkout/cs_1']));
    expect(calls.checkouts).toEqual([
      {
        mode: 'subscription',
        success_url: `${window.location.origin}/videos/subscriptions?payment=success&package=video-monthly`,
        cancel_url: `${window.location.origin}/videos/subscriptions?payment=cancelled&package=video-monthly`,
        metadata: {
          userID: USER.ssoID,
          userEmail: USER.email,
          packageDescription: VIDEO_MONTHLY.attributes.description,
          packageTitle: 'Video Monthly Pass',
          packageID: 'video-monthly',
        },
        line_items: [{ price: 'price_video_monthly', quantity: 1 }],
        allowPromotionCodes: true,
        customerEmail: USER.email,
      },
    ]);
  });

  it('buys a one-off price as a payment, with the customer id of a returning customer', async () => {
    setLoggedInUser(USER);
    setEntitlements(USER.ssoID, ['other'], 'cus_9');
    const user = await renderWidget();
    await user.click(screen.getByRole('tab', { name: 'Match passes' }));

    await user.click(screen.getByRole('button', { name: /^Buy: Match Pass, £5 once/ }));

    await waitFor(() => expect(calls.checkouts).toHaveLength(1));
    expect(calls.checkouts[0]).toMatchObject({ mode: 'payment', customerID: 'cus_9' });
    expect(calls.checkouts[0]).not.toHaveProperty('customerEmail');
  });

  /** A campaign token as the services sign one: only its payload is read here (the services check it). */
  const campaignToken = (coupon: string) =>
    `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify({ cmp: 'welcome', cpn: coupon, iat: 1, exp: 2 }))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '')}.signature`;

  it("forwards the coupon of a campaign link (?campaign=) with its signed token as the body's one discount", async () => {
    setLoggedInUser(USER);
    const token = campaignToken('WELCOME10');
    window.history.replaceState(null, '', `/videos/subscriptions?campaign=${token}`);
    const user = await renderWidget();

    await user.click(screen.getByRole('button', { name: /^Buy: Video Monthly Pass/ }));

    await waitFor(() => expect(visited).toEqual(['http://localhost:4000/payments/checkout/cs_1']));
    expect(calls.checkouts).toEqual([
      expect.objectContaining({
        discounts: [{ coupon: 'WELCOME10', campaign: token }],
        allowPromotionCodes: true,
      }),
    ]);
  });

  it('forwards no coupon from any other address (?coupon=STAFF100) or from a link that is not a campaign token', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    setLoggedInUser(USER);
    window.history.replaceState(null, '', '/videos/subscriptions?coupon=STAFF100');
    let user = await renderWidget();
    await user.click(screen.getByRole('button', { name: /^Buy: Video Monthly Pass/ }));
    await waitFor(() => expect(calls.checkouts).toHaveLength(1));
    expect(calls.checkouts[0]).not.toHaveProperty('discounts');

    cleanup();
    $checkout.set({ kind: 'idle' });
    window.history.replaceState(null, '', '/videos/subscriptions?campaign=STAFF100');
    user = await renderWidget();
    await user.click(screen.getByRole('button', { name: /^Buy: Video Monthly Pass/ }));
    await waitFor(() => expect(calls.checkouts).toHaveLength(2));
    expect(calls.checkouts[1]).not.toHaveProperty('discounts');
  });

  it('goes to the checkout without the coupon when the payments service refuses it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.post(
        CREATE_CHECKOUT_URL,
        async ({ request }) => {
          calls.checkouts.push(await request.json());
          return HttpResponse.json(
            { errors: [{ status: '400', code: 'invalid_request', title: 'Invalid request' }] },
            { status: 400 },
          );
        },
        { once: true },
      ),
    );
    setLoggedInUser(USER);
    window.history.replaceState(null, '', `/videos/subscriptions?campaign=${campaignToken('ENDED')}`);
    const user = await renderWidget();

    await user.click(screen.getByRole('button', { name: /^Buy: Video Monthly Pass/ }));

    await waitFor(() => expect(visited).toEqual(['http://localhost:4000/payments/checkout/cs_1']));
    expect(calls.checkouts).toHaveLength(2);
    expect(calls.checkouts[0]).toMatchObject({ discounts: [{ coupon: 'ENDED' }] });
    expect(calls.checkouts[1]).not.toHaveProperty('discounts');
  });

  it("says 'Sorry, checkout is not currently available, please try again' when the checkout fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.post(CREATE_CHECKOUT_URL, () => HttpResponse.json({ errors: [] }, { status: 503 })));
    setLoggedInUser(USER);
    const user = await renderWidget();

    await user.click(screen.getByRole('button', { name: /^Buy: Video Monthly Pass/ }));

    expect((await screen.findByRole('alert')).textContent).toBe(CHECKOUT_UNAVAILABLE_TEXT);
    expect(visited).toEqual([]);
  });

  it('on the cancel page says that nothing was charged', async () => {
    window.history.replaceState(null, '', '/videos/subscriptions?payment=cancelled&package=video-monthly');
    await renderWidget();

    expect(screen.getByText('Your payment was cancelled. Nothing has been charged.')).toBeTruthy();
  });

  it('leads back from the payment pages to the page the purchase started from, with no token on this site', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // the success page's entitlements call
    setLoggedInUser(USER);
    window.history.replaceState(null, '', '/videos/42?autoplay=1');
    let user = await renderWidget();
    await user.click(screen.getByRole('button', { name: /^Buy: Video Monthly Pass/ }));
    await waitFor(() => expect(visited).toHaveLength(1));
    cleanup();
    resetPackagesForTests();

    // The hosted checkout sends the browser to the package's success page.
    window.history.replaceState(null, '', '/videos/subscriptions?payment=success&package=video-monthly');
    user = await renderWidget();
    await user.click(screen.getByRole('button', { name: 'Continue where you left off' }));
    expect(visited).toEqual(['http://localhost:4000/payments/checkout/cs_1', '/videos/42?autoplay=1']);
    // Used once: the flags are gone, so the next page load offers nothing.
    cleanup();
    await renderWidget();
    expect(screen.queryByRole('button', { name: 'Continue where you left off' })).toBeNull();
  });

  it('on the success page names what was bought', async () => {
    window.history.replaceState(null, '', '/videos/subscriptions?payment=success&package=video-monthly');
    await renderWidget();

    await act(async () => {});
    expect(screen.getByText('You now have Video Monthly Pass. Enjoy watching.')).toBeTruthy();
  });
});

describe('the voucher overlay (spec 001 §2, §4; issue 19)', () => {
  it('opens full screen over a locked page, holds the voucher form (which redeems), and closes', async () => {
    server.use(
      http.post(serviceAddress('streamline', '/vouchers/redeem'), () =>
        HttpResponse.json({
          data: {
            attributes: { label: 'A month of video', entitlements: ['subscriber'], accessEndsAt: 'x' },
          },
        }),
      ),
      // Redeemed: the entitlements are fetched again at once.
      http.get(serviceAddress('streamline', '/users/entitlements/:ssoID'), () =>
        HttpResponse.json({
          data: { attributes: { userID: USER.ssoID, entitlements: ['subscriber'], stripeCustomerID: null } },
        }),
      ),
    );
    setLoggedInUser(USER);
    const user = await renderWidget();
    await user.click(screen.getByRole('button', { name: 'Redeem a voucher code' }));

    const overlay = screen.getByRole('dialog', { name: 'Redeem a voucher code' });
    expect($lockBackground.get()).toBe(true);
    const field = within(overlay).getByLabelText('Voucher code');
    expect(document.activeElement).toBe(field);
    await user.type(field, 'NBFC-MNTH-4K7Q-2XPD');
    await user.click(within(overlay).getByRole('button', { name: 'Redeem' }));
    expect(await within(overlay).findByText(VOUCHER_MESSAGES.redeemed('A month of video'))).toBeTruthy();
    await waitFor(() => expect($user.get().entitlements).toEqual(['subscriber']));
    expect(calls.checkouts).toEqual([]);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Redeem a voucher code' })).toBeNull();
    expect($lockBackground.get()).toBe(false);
  });
});

describe('the package group switcher (spec 001 §2: up to three groups)', () => {
  const withGroups = (groups: ReturnType<typeof packageGroupsOf>) => {
    server.use(
      http.get(PACKAGE_GROUPS_URL, () => HttpResponse.json({ data: groups })),
      http.get(PACKAGES_URL, ({ request }) => {
        const type = new URL(request.url).searchParams.get('filter.packageType');
        return HttpResponse.json({
          data: type === 'membership' ? [VIDEO_MONTHLY, AUDIO_SEASON] : [MATCH_PASS],
        });
      }),
    );
  };

  it('is hidden when there is only one group, and every package shows', async () => {
    withGroups(packageGroupsOf(['video', 'Watch']));
    await renderWidget();
    await act(async () => {});
    expect(screen.queryByRole('group', { name: 'Package group' })).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('offers the first three groups by orderPosition; arrow keys choose one, and the tabs show its packages', async () => {
    const groups = packageGroupsOf(
      ['video', 'Watch'],
      ['audio', 'Listen'],
      ['bundles', 'Bundles'],
      ['extras', 'Extras'],
    ).reverse();
    withGroups(groups);
    const user = await renderWidget();
    const switcher = within(await screen.findByRole('group', { name: 'Package group' }));
    expect(switcher.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Watch',
      'Listen',
      'Bundles',
    ]);
    expect(switcher.getByRole('radio', { name: 'Watch' })).toHaveProperty('checked', true);
    expect(screen.getByRole('heading', { name: 'Video Monthly Pass' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Audio Season Pass' })).toBeNull();

    // user-event finds a radio's group with CSS.escape, which the test DOM lacks (browsers have it).
    vi.stubGlobal('CSS', { escape: (value: string) => value.replace(/[^\w-]/g, '\\$&') });
    switcher.getByRole('radio', { name: 'Watch' }).focus();
    await user.keyboard('{ArrowRight}');
    vi.unstubAllGlobals();
    expect(switcher.getByRole('radio', { name: 'Listen' })).toHaveProperty('checked', true);
    expect(screen.getByRole('heading', { name: 'Audio Season Pass' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Video Monthly Pass' })).toBeNull();
    // A package in no group is under every group.
    await user.click(screen.getByRole('tab', { name: 'Match passes' }));
    expect(screen.getByRole('heading', { name: 'Match Pass' })).toBeTruthy();

    await user.click(switcher.getByRole('radio', { name: 'Bundles' }));
    await user.click(screen.getByRole('tab', { name: 'Subscriptions' }));
    expect(screen.getByText(NO_SUBSCRIPTIONS_TEXT)).toBeTruthy();
  }, 20_000);

  it('shows every package, unswitched, when the groups cannot be fetched', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    withGroups([]);
    server.use(http.get(PACKAGE_GROUPS_URL, () => HttpResponse.json({ errors: [] }, { status: 500 })));
    await renderWidget();
    await act(async () => {});
    expect(screen.queryByRole('group', { name: 'Package group' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Audio Season Pass' })).toBeTruthy();
  });
});

describe('the card over a background image (spec 001 §2, §3 StyleData)', () => {
  it('shows the background through the images service at 600x900 instead of the card image, with its label', async () => {
    server.use(
      http.get(PACKAGES_URL, ({ request }) => {
        const type = new URL(request.url).searchParams.get('filter.packageType');
        return HttpResponse.json({ data: type === 'membership' ? [VIDEO_MONTHLY, AUDIO_SEASON] : [] });
      }),
    );
    await renderWidget();
    const card = screen.getByRole('article', { name: 'Audio Season Pass' });
    const images = card.querySelectorAll('img');
    expect([...images].map((image) => [image.getAttribute('src'), image.width, image.height])).toEqual([
      ['http://localhost:4000/images/600x900/fit-in/packages/audio-season-background.jpg', 600, 900],
    ]);
    expect(card.dataset.display).toBe('background-image');
    expect(within(card).getByText('Best value')).toBeTruthy();
    // An icon-only card keeps its 800x450 card image.
    const icon = screen.getByRole('article', { name: 'Video Monthly Pass' });
    expect(icon.querySelector('img')?.getAttribute('src')).toBe(
      'http://localhost:4000/images/800x450/fit-in/packages/video-monthly.jpg',
    );
  });
});

describe('the widget data (spec 001 §2 "Widget data")', () => {
  const DATA = {
    ...WIDGET_DATA,
    title: 'Watch every match',
    style: 'dark' as const,
    footerStyle: 'dark' as const,
    noSubscriptionsText: 'Subscriptions are coming soon.',
    noMatchPassesText: 'No passes this week.',
    cta1Text: 'Been given a code?',
    cta1ButtonCta: 'Use a voucher',
    cta2Text: 'Not sure which to pick?',
    cta2ButtonCta: 'Compare the passes',
    cta2ButtonLink: '/videos/faqs',
    voucherTitle: 'Your voucher',
    voucherText: 'Type the code from your voucher.',
    voucherButton: 'Use it',
  };

  it('draws the widget from it: title, styles, empty texts, both calls to action and the voucher texts', async () => {
    server.use(
      http.get(PACKAGES_WIDGET_URL, () => HttpResponse.json({ data: DATA })),
      http.get(PACKAGES_URL, () => HttpResponse.json({ data: [] })),
    );
    const user = userEvent.setup();
    render(<PackagesWidget />, { wrapper: MemoryRouter });
    const widget = await screen.findByRole('region', { name: DATA.title });
    expect(widget.dataset.style).toBe('dark');
    expect(await within(widget).findByText(DATA.noSubscriptionsText)).toBeTruthy();
    await user.click(within(widget).getByRole('tab', { name: 'Match passes' }));
    expect(within(widget).getByText(DATA.noMatchPassesText)).toBeTruthy();

    const footer = widget.querySelector('[data-footer-style]') as HTMLElement;
    expect(footer.dataset.footerStyle).toBe('dark');
    expect(within(footer).getByText(DATA.cta1Text)).toBeTruthy();
    expect(within(footer).getByText(DATA.cta2Text)).toBeTruthy();
    expect(within(footer).getByRole('link', { name: DATA.cta2ButtonCta }).getAttribute('href')).toBe(
      '/videos/faqs',
    );

    await user.click(within(footer).getByRole('button', { name: DATA.cta1ButtonCta }));
    const overlay = screen.getByRole('dialog', { name: DATA.voucherTitle });
    expect(within(overlay).getByText(DATA.voucherText)).toBeTruthy();
    expect(within(overlay).getByRole('button', { name: DATA.voucherButton })).toBeTruthy();
  });

  it('takes the heading the page names over its own title', async () => {
    server.use(http.get(PACKAGES_WIDGET_URL, () => HttpResponse.json({ data: DATA })));
    render(<PackagesWidget heading="Available Packages" />, { wrapper: MemoryRouter });
    expect(await screen.findByRole('region', { name: 'Available Packages' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: DATA.cta1ButtonCta })).toBeTruthy());
  });

  it("keeps its own words, the spec's empty texts, when the data cannot be had (logged)", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get(PACKAGES_WIDGET_URL, () => HttpResponse.json({}, { status: 503 })),
      http.get(PACKAGES_URL, () => HttpResponse.json({ data: [] })),
    );
    render(<PackagesWidget />, { wrapper: MemoryRouter });
    expect(await screen.findByText(NO_SUBSCRIPTIONS_TEXT)).toBeTruthy();
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        '[mfe-account] the packages widget data could not be fetched',
        expect.anything(),
      ),
    );
    expect(screen.getByRole('region', { name: PACKAGES_HEADING })).toBeTruthy();
    expect(screen.getByRole('button', { name: VOUCHER_OPEN_LABEL })).toBeTruthy();
    expect(screen.queryByRole('link', { name: WIDGET_DATA.cta2ButtonCta })).toBeNull();
  });
});

describe("the video memberships (spec 001 §3 'Membership (video)')", () => {
  const renderOn = (path: string) => {
    server.use(http.get(MEMBERSHIPS_URL, () => HttpResponse.json({ data: MEMBERSHIPS })));
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={[path]}>
        <PackagesWidget />
      </MemoryRouter>,
    );
    return user;
  };

  it("shows subscriber and free ('Watch Free') by orderPosition, each with its label, benefits and colours", async () => {
    renderOn('/');
    const list = await screen.findByRole('region', { name: MEMBERSHIPS_HEADING });
    const cards = within(list).getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('data-membership'))).toEqual(['subscriber', 'free']);
    const [subscriber, free] = cards as [HTMLElement, HTMLElement];
    expect(within(subscriber).getByText('Most popular')).toBeTruthy();
    expect(
      within(within(subscriber).getByRole('list', { name: 'Benefits' }))
        .getAllByRole('listitem')
        .map((item) => [item.textContent, item.dataset.icon]),
    ).toEqual([
      ['Every match live', 'Video'],
      ['Full-match replays', 'Calendar'],
    ]);
    expect(subscriber.style.getPropertyValue('--membership-background')).toBe('#0b1f3a');
    expect(subscriber.style.getPropertyValue('--membership-text')).toBe('#ffffff');
    expect(within(free).getByRole('link', { name: 'Watch Free' }).getAttribute('href')).toBe('/videos');
  });

  it('signed out, offers each its login button, which opens the account panel', async () => {
    const user = renderOn('/');
    const list = await screen.findByRole('region', { name: MEMBERSHIPS_HEADING });
    await user.click(within(list).getAllByRole('button', { name: 'Log In' })[0] as HTMLElement);
    expect($accountHeaderOpen.get()).toBe(true);
  });

  it('tells a signed-in viewer which they hold instead of its buttons', async () => {
    setLoggedInUser(USER);
    renderOn('/');
    const list = await screen.findByRole('region', { name: MEMBERSHIPS_HEADING });
    const free = within(list).getAllByRole('article')[1] as HTMLElement;
    expect(within(free).getByText(CURRENT_MEMBERSHIP_TEXT)).toBeTruthy();
    expect(within(free).queryByRole('link', { name: 'Watch Free' })).toBeNull();
    act(() => setEntitlements(USER.ssoID, ['subscriber']));
    const subscriber = within(list).getAllByRole('article')[0] as HTMLElement;
    expect(within(subscriber).getByText(CURRENT_MEMBERSHIP_TEXT)).toBeTruthy();
  });

  it('on the page its button links to, takes the viewer to the Subscriptions tab instead', async () => {
    const user = renderOn('/videos/subscriptions');
    const list = await screen.findByRole('region', { name: MEMBERSHIPS_HEADING });
    await user.click(screen.getByRole('tab', { name: 'Match passes' }));
    await user.click(within(list).getByRole('link', { name: 'Subscribe' }));
    const tab = screen.getByRole('tab', { name: 'Subscriptions' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab);
  });
});
