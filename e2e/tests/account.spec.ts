/**
 * mfe-account in the composed site (issue 10): the login form's refusals and newPass step, the
 * account summary, a session that survives a reload with no token in web storage, and log out.
 */

import { axeViolations } from '../support/a11y.ts';
import { callStoreAction, demoAccount, signIn, submitLogin, webStorage } from '../support/account.ts';
import { openVideoPlayer, videoOverlay } from '../support/player.ts';
import {
  accountPanel,
  profileButton,
  SERVICES_ORIGIN,
  SUBSCRIBER,
  withCookieChoiceMade,
  withSiteConfig,
} from '../support/site.ts';
import { expect, test } from '../support/test.ts';

/** What a search result says of a video (spec 001 §3 "Video result"). */
interface VideoMeta {
  title: string;
  SysEntryEntitlements: string[];
}

test.beforeEach(async ({ page }) => {
  await withCookieChoiceMade(page);
});

test('from the keyboard alone, a wrong password shows the service’s message in red as an alert, and the visitor stays signed out', async ({
  page,
}) => {
  await page.goto('/news');
  // Log In, then the cursor is in the email field: type, Tab, type, Enter.
  await profileButton(page).focus();
  await page.keyboard.press('Enter');
  const panel = accountPanel(page);
  await expect(panel.getByRole('textbox', { name: /email/i })).toBeFocused();
  await page.keyboard.type(SUBSCRIBER.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type('not-the-password');
  await page.keyboard.press('Enter');

  await expect(panel.getByRole('alert')).toHaveText('Incorrect username or password.');
  await expect(profileButton(page)).toHaveText('Log In');
  expect(await axeViolations(page, '#account-panel')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(profileButton(page)).toBeFocused();

  // The identity layer's forgotten-password pages.
  await page.goto('/account/forgot-password');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Forgotten password', level: 1 })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.goto('/account/forgot-password/confirm?email=free%40club.test');
  await expect(main.getByRole('heading', { name: 'Choose a new password', level: 1 })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('the renew account is asked for a new password, and a confirmation that differs is refused before sending', async ({
  page,
}) => {
  await page.goto('/news');
  await submitLogin(page, demoAccount('renew@club.test'));

  const panel = accountPanel(page);
  const newPassword = panel.getByPlaceholder('New Password', { exact: true });
  await expect(newPassword).toBeFocused();
  await expect(panel.getByPlaceholder('New Password Confirmation', { exact: true })).toBeVisible();
  expect(await axeViolations(page, '#account-panel')).toEqual([]);

  let signIns = 0;
  page.on('request', (request) => {
    if (request.url() === `${SERVICES_ORIGIN}/identity/sign-in`) signIns++;
  });
  // Keyboard alone: type, Tab to the confirmation, type, Enter.
  await page.keyboard.type('Brand-new-1!');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Brand-new-2!');
  await page.keyboard.press('Enter');

  await expect(panel.getByRole('alert')).toHaveText('New Password does not match');
  expect(signIns).toBe(0);
  await expect(profileButton(page)).toHaveText('Log In');
});

test('the bypassed account’s summary: welcome, Account ID, the bypassed note and the account links', async ({
  page,
}) => {
  await page.goto('/news');
  await submitLogin(page, demoAccount('bypassed@club.test'));

  const panel = accountPanel(page);
  await expect(panel.getByText('Welcome back')).toBeVisible();
  await expect(panel.getByText('Bea Bypassed')).toBeVisible();
  await expect(panel.getByText('Account ID')).toBeVisible();
  await expect(panel.getByText('Account Restrictions Bypassed')).toBeVisible();
  const profile = new URL(
    (await panel.getByRole('link', { name: 'Manage Account' }).getAttribute('href')) ?? '',
  );
  expect(`${profile.origin}${profile.pathname}`).toBe(`${SERVICES_ORIGIN}/account/profile`);
  await expect(panel.getByRole('link', { name: 'View Subscriptions' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Log Out' })).toBeVisible();
  expect(await axeViolations(page, '#account-panel')).toEqual([]);
});

test('a reload keeps the session, no token is readable from web storage, and Log Out ends it', async ({
  page,
}) => {
  // Every answer of the account and identity services the page can read: none carries a refresh token.
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (/\/(account|identity)\//.test(response.url()) && response.request().resourceType() === 'fetch')
      bodies.push(response.text().catch(() => ''));
  });
  await page.goto('/news');
  await signIn(page, SUBSCRIBER);
  expect(await webStorage(page)).not.toHaveProperty('club.account.tokens');
  const stored = Object.values(await webStorage(page)).join('\n');
  expect(stored).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/); // no JWT anywhere
  // The session cookie is the account service's and page scripts cannot read it.
  const cookies = await page.context().cookies(SERVICES_ORIGIN);
  for (const name of ['_sa_sso_upid', '_sa_sso_auth']) {
    expect(cookies.find((cookie) => cookie.name === name)).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(await page.evaluate(() => document.cookie)).not.toContain(name);
  }

  await page.reload();
  await expect(profileButton(page)).toHaveText('Profile');
  expect(bodies.length).toBeGreaterThan(2); // the sign-in, and the session restored after the reload
  for (const body of await Promise.all(bodies)) expect(body).not.toContain('refresh_token"');
  expect(Object.values(await webStorage(page)).join('\n')).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/);

  await profileButton(page).click();
  const panel = accountPanel(page);
  await panel.getByRole('button', { name: 'Log Out' }).click();
  await expect(page.getByText('Logged Out')).toBeVisible();
  await expect(panel).toBeHidden();
  await expect(profileButton(page)).toHaveText('Log In');

  await page.reload();
  await expect(profileButton(page)).toHaveText('Log In');
});

test('two tabs renewing their access token at the same moment both get a new one, and neither signs the other out', async ({
  context,
  page,
}) => {
  // The browser's clock is fake from the start, so both tabs' renewal timers (a minute before their
  // 15-minute tokens expire) can be made due together.
  await context.clock.install();
  await page.goto('/news');
  await signIn(page, SUBSCRIBER);
  const other = await context.newPage();
  await other.goto('/news');
  await expect(profileButton(other)).toHaveText('Profile');

  const refreshes: number[] = [];
  context.on('response', (response) => {
    if (response.url() === `${SERVICES_ORIGIN}/account/api/refresh`) refreshes.push(response.status());
  });
  await context.clock.fastForward('14:30');

  // Each tab renewed once, and the account site took both (one after the other, under the tabs' lock).
  await expect.poll(() => refreshes).toEqual([200, 200]);
  for (const tab of [page, other]) await expect(profileButton(tab)).toHaveText('Profile');
  // The session both tabs share is still alive: each restores it after a reload.
  for (const tab of [page, other]) {
    await tab.reload();
    await expect(profileButton(tab)).toHaveText('Profile');
  }
  await other.close();
});

test('the cookie check (settings.sessionFlow cookie-auth): a reload restores the session from the HttpOnly auth_string; a tampered one alerts and leaves the visitor logged out', async ({
  page,
}) => {
  const cookieAuth = (config: Record<string, unknown>) => ({
    ...config,
    settings: { ...(config.settings as object), sessionFlow: 'cookie-auth' },
  });
  await withSiteConfig(cookieAuth, async () => {
    const cookieChecks: string[] = [];
    page.on('request', (request) => {
      if (request.url() === `${SERVICES_ORIGIN}/account/api/cookie-auth`)
        cookieChecks.push(request.postData() ?? '');
    });
    await page.goto('/news');
    await signIn(page, SUBSCRIBER);
    await page.reload();
    await expect(profileButton(page)).toHaveText('Profile');
    // The page cannot read the cookie: it posts its name, and the browser sends the cookie along.
    expect(cookieChecks.map((body) => JSON.parse(body))).toEqual([
      { data: { attributes: { cookieData: '_sa_sso_auth' } } },
    ]);

    const auth = (await page.context().cookies(SERVICES_ORIGIN)).find(
      (cookie) => cookie.name === '_sa_sso_auth',
    );
    if (!auth) throw new Error('the account service set no _sa_sso_auth cookie');
    await page.context().addCookies([{ ...auth, value: `${auth.value.slice(0, -4)}AAAA` }]);
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await page.reload();
    await expect.poll(() => alerts).toEqual(['Could not log in. Cookie auth_string tampered with']);
    await expect(profileButton(page)).toHaveText('Log In');
  });
});

test('signed out, Buy opens the login prompt; from the keyboard alone it leads to the login form', async ({
  page,
}) => {
  await page.goto('/news');
  await expect(profileButton(page)).toHaveText('Log In');
  await callStoreAction(page, 'openPackages');
  const overlay = page.getByRole('dialog', { name: 'Choose a subscription packages' });
  const buy = overlay.getByRole('button', { name: /^Buy: Video Monthly Pass/ });
  await buy.focus();
  await page.keyboard.press('Enter');

  const prompt = page.getByRole('dialog', {
    name: 'To View This Video Please Log In or Register An Account',
  });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByText('You must be logged in to purchase')).toBeVisible();
  await expect(overlay.getByText('You must be logged in to purchase').first()).toBeAttached();
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  await prompt.getByRole('button', { name: 'Log In Or Register' }).focus();
  await page.keyboard.press('Enter');
  await expect(prompt).toBeHidden();
  await expect(overlay).toBeHidden();
  const panel = accountPanel(page);
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('textbox', { name: /email/i })).toBeVisible();
});

test("signed out, a paid video opens the login prompt (spec 001 §4 status 0); from the keyboard 'Log In Or Register' leads to the login form", async ({
  page,
  request,
}) => {
  const q = encodeURIComponent('publicationData.startAt:[* TO NOW]');
  const { data } = (await (
    await request.get(`${SERVICES_ORIGIN}/videos/search?q=${q}&page[size]=100`)
  ).json()) as { data: Array<{ metaData: VideoMeta; mediaData: { entryId: string } }> };
  const paid = data.find(({ metaData }) => metaData.SysEntryEntitlements.join() === 'subscriber');
  if (!paid) throw new Error('the seed has no video for subscribers alone');
  await page.goto('/videos');
  await expect(profileButton(page)).toHaveText('Log In');
  await openVideoPlayer(page, {
    mediaType: 'OnDemand',
    videoID: paid.mediaData.entryId,
    videoName: paid.metaData.title,
  });

  const prompt = page.getByRole('dialog', {
    name: 'To View This Video Please Log In or Register An Account',
  });
  await expect(prompt).toBeVisible();
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  await prompt.getByRole('button', { name: 'Log In Or Register' }).focus();
  await page.keyboard.press('Enter');
  await expect(prompt).toBeHidden();
  await expect(accountPanel(page).getByRole('textbox', { name: /email/i })).toBeVisible();
});

test("the redirect with a return address: a paid video's 'Log in' link leads to /account/login, and logging in there comes back to the video, which now plays", async ({
  page,
  request,
}) => {
  test.slow();
  const q = encodeURIComponent('publicationData.startAt:[* TO NOW]');
  const { data } = (await (
    await request.get(`${SERVICES_ORIGIN}/videos/search?q=${q}&page[size]=100`)
  ).json()) as { data: Array<{ metaData: VideoMeta; mediaData: { entryId: string } }> };
  const paid = data.find(({ metaData }) => metaData.SysEntryEntitlements.join() === 'subscriber');
  if (!paid) throw new Error('the seed has no video for subscribers alone');
  await page.goto(`/videos/${paid.mediaData.entryId}`);
  const overlay = videoOverlay(page);
  await expect(overlay.getByRole('alert')).toContainText('Please Log In to access this');
  const left = page.url();
  // The player also opened the login prompt (status 0); the supporter closes it and follows the link.
  const prompt = page.getByRole('dialog', {
    name: 'To View This Video Please Log In or Register An Account',
  });
  await expect(prompt).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(prompt).toBeHidden();
  await overlay.getByRole('link', { name: 'Log in' }).click();

  await expect(page).toHaveURL(/\/account\/login$/);
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(SUBSCRIBER.email);
  await main.getByLabel('Password').fill(SUBSCRIBER.password);
  await main.getByRole('button', { name: 'Log In', exact: true }).click();

  await expect(page).toHaveURL(left);
  await expect(profileButton(page)).toHaveText('Profile');
  await expect(videoOverlay(page).locator('video')).toHaveAttribute('data-first-frame', 'true', {
    timeout: 20_000,
  });
});

test('the identity pages from the keyboard alone: sign up goes on to the code, log in goes on to the profile, whose details save with Enter', async ({
  page,
}) => {
  await page.goto('/account/signup');
  const main = page.getByRole('main');
  await main.getByLabel('Email').focus();
  await page.keyboard.type(`keys-${Date.now()}@club.test`);
  await page.keyboard.press('Tab');
  await expect(main.getByLabel('Password')).toBeFocused();
  await page.keyboard.type('Brand-new-1!');
  await page.keyboard.press('Tab');
  await expect(main.getByLabel('Display name')).toBeFocused();
  await page.keyboard.type('Keys Fan');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account\/signup\/confirm\?email=keys-/);
  await expect(main.getByRole('heading', { name: 'Confirm your email', level: 1 })).toBeVisible();

  await page.goto('/account/login');
  await main.getByLabel('Email').focus();
  await page.keyboard.type('free@club.test');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Password1!');
  await page.keyboard.press('Enter');
  await expect(main.getByRole('heading', { name: 'Your profile', level: 1 })).toBeVisible();
  await main.getByLabel('Display name').focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Free Fan');
  await page.keyboard.press('Enter');
  await expect(main.getByText('Your details have been successfully updated')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test("the spec's sizes: package cards 288 px wide (320 px from 760 px up) and at least 480 px high, the packages overlay at z-index 1000, the account panel 320 px at the right", async ({
  page,
}) => {
  await page.setViewportSize({ width: 450, height: 900 });
  await page.goto('/news');
  await callStoreAction(page, 'openPackages');
  const overlay = page.getByRole('dialog', { name: 'Choose a subscription packages' });
  const card = overlay.getByRole('article').filter({ hasText: 'Video Monthly Pass' });
  const size = async () => (await card.boundingBox()) ?? { width: 0, height: 0 };
  await expect.poll(async () => (await size()).width).toBe(288);
  expect((await size()).height).toBeGreaterThanOrEqual(480);
  await page.setViewportSize({ width: 1024, height: 900 });
  await expect.poll(async () => (await size()).width).toBe(320);
  // The overlay's own stacking layer (the nearest ancestor that sets one).
  const zIndex = await overlay.evaluate((dialog) => {
    for (let node: Element | null = dialog; node; node = node.parentElement) {
      const value = getComputedStyle(node).zIndex;
      if (value !== 'auto') return Number(value);
    }
    return 0;
  });
  expect(zIndex).toBe(1000);
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();

  await profileButton(page).click();
  // Once it has slid in: 320 px wide, its right edge at the window's.
  const edge = await page.evaluate(() => document.documentElement.clientWidth);
  await expect
    .poll(async () => {
      const box = await accountPanel(page).boundingBox();
      return box && { width: box.width, right: Math.round(box.x + box.width) };
    })
    .toEqual({ width: 320, right: edge });
});

test('the package group switcher and the voucher overlay work from the keyboard; the voucher answers with an alert', async ({
  page,
}) => {
  await page.goto('/news');
  await callStoreAction(page, 'openPackages');
  const overlay = page.getByRole('dialog', { name: 'Choose a subscription packages' });
  // Spec 001 §2: the switcher of package groups; arrow keys choose one, and the cards follow it.
  const groups = overlay.getByRole('group', { name: 'Package group' });
  await groups.getByRole('radio', { name: 'Watch' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(groups.getByRole('radio', { name: 'Listen' })).toBeChecked();
  await expect(overlay.getByRole('heading', { name: 'Audio Season Pass' })).toBeVisible();
  await expect(overlay.getByRole('heading', { name: 'Video Monthly Pass' })).toBeHidden();
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  await overlay.getByRole('button', { name: 'Redeem a voucher code' }).focus();
  await page.keyboard.press('Enter');
  const voucher = page.getByRole('dialog', { name: 'Redeem a voucher code' });
  await expect(voucher.getByLabel('Voucher code')).toBeFocused();
  // Full screen over a page that cannot scroll (spec 001 §2, §4 "Voucher overlay").
  const box = await voucher.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && { width: box.width, height: box.height }).toEqual(
    viewport && { width: viewport.width, height: viewport.height },
  );
  await expect(page.locator('body')).toHaveClass(/\blocked\b/);
  await page.keyboard.type('FREE-PASS');
  await page.keyboard.press('Enter');
  await expect(voucher.getByRole('alert')).toBeVisible();
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(voucher).toBeHidden();
  await expect(overlay).toBeVisible();
});
