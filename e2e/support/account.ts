/**
 * Signing in for any spec: through the account panel, as a supporter does, so the account service
 * sets its HttpOnly session cookie in the browser and the site holds the access token in memory.
 * Specs that need a signed-in visitor call `signIn(page, SUBSCRIBER)` and read nothing from web
 * storage, where the site keeps no token.
 */
import { DEMO_PASSWORD } from '@club/services/seed';
import { expect, type Page } from '@playwright/test';
import { accountPanel, profileButton } from './site.ts';

export interface Credentials {
  email: string;
  password: string;
}

/** A demo account of the seed, with the password they all share (services/README.md "Demo accounts"). */
export const demoAccount = (email: string): Credentials => ({ email, password: DEMO_PASSWORD });

/** Opens the account panel and fills the login form; does not wait for the outcome. */
export async function submitLogin(page: Page, { email, password }: Credentials): Promise<void> {
  const button = profileButton(page);
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  const panel = accountPanel(page);
  await panel.getByRole('textbox', { name: /email/i }).fill(email);
  await panel.getByLabel(/^password$/i).fill(password);
  await panel.getByRole('button', { name: 'Log In', exact: true }).click();
}

/**
 * Signs in on the page already open and waits until the site knows the user (the shell's button
 * reads 'Profile'); the panel is closed again afterwards, so the page is as it was.
 */
export async function signIn(page: Page, credentials: Credentials): Promise<void> {
  await submitLogin(page, credentials);
  const button = profileButton(page);
  await expect(button).toHaveText('Profile');
  await expect(accountPanel(page).getByText('Welcome back')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(accountPanel(page)).toBeHidden();
}

/** Every key in the page's localStorage and sessionStorage, with its value. */
export async function webStorage(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const all: Record<string, string> = {};
    for (const store of [window.localStorage, window.sessionStorage]) {
      for (let i = 0; i < store.length; i++) {
        const key = store.key(i);
        if (key !== null) all[key] = store.getItem(key) ?? '';
      }
    }
    return all;
  });
}

/**
 * Calls an action of the site's one `@club/shared/stores` module (`openPackages`, `openLoginPrompt`
 * ...), found in the Module Federation share scope, as a player or promo would call it. For parts
 * whose opener another remote owns and has not built yet.
 */
export async function callStoreAction(page: Page, action: string, ...args: unknown[]): Promise<void> {
  await page.waitForFunction(() => {
    const share = window.__FEDERATION__?.__SHARE__ ?? {};
    return Object.values(share).some((scopes) =>
      Object.values(scopes).some((packages) =>
        Object.values(packages['@club/shared/stores'] ?? {}).some((shared) => shared.loaded && shared.lib),
      ),
    );
  });
  await page.evaluate(
    async ([name, rest]) => {
      const share = window.__FEDERATION__?.__SHARE__ ?? {};
      for (const scopes of Object.values(share)) {
        for (const packages of Object.values(scopes)) {
          for (const shared of Object.values(packages['@club/shared/stores'] ?? {})) {
            if (!(shared.loaded && shared.lib)) continue;
            const stores = (await shared.lib()) as Record<string, (...values: unknown[]) => void>;
            const run = stores[name];
            if (typeof run !== 'function') throw new Error(`@club/shared/stores has no action ${name}`);
            run(...rest);
            return;
          }
        }
      }
      throw new Error('@club/shared/stores is not loaded');
    },
    [action, args] as const,
  );
}
