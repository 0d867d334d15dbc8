/**
 * What the specs share about the composed site: where things are served, the parts of the page
 * that belong to the shell, and small readers for the runtime config and remote manifests.
 */

import { readFile } from 'node:fs/promises';
import { SERVER_RENDER_ID } from '@club/shell';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { type RemoteName, siteOriginsAt } from '../../scripts/lib/apps.ts';
import { runtimeConfigFileIn, writeFileAtomic } from '../../scripts/lib/deploy.ts';
import { SITE } from './site-copy.ts';

/** The origins of the worker's own copy of the site (support/site-copy.ts). */
export const SHELL_ORIGIN = `http://localhost:${SITE.ports.shell}`;
export const STREAMER_ORIGIN = `http://localhost:${SITE.ports.streamer}`;
export const SERVICES_ORIGIN = `http://localhost:${SITE.ports.services}`;
export const remoteOrigin = (remote: RemoteName): string => `http://localhost:${SITE.ports[remote]}`;
/** Every origin of this copy of the site: what its services let call them (a spec's own services too). */
export const SITE_ORIGINS = siteOriginsAt(SITE.ports);

/** The demo account the services seed (services/src/seed/accounts-seed.ts). */
export const SUBSCRIBER = { email: 'subscriber@club.test', password: 'Password1!' } as const;

/** The texts of the shell's remote fallback (shell/src/lib/federation/remote-boundary.tsx). */
export const REMOTE_UNAVAILABLE = 'This section is not available right now';
export const RETRY = 'Try again';

/** The four teams of the seed, as the /teams page names them. */
export const TEAM_NAMES = ["Men's Team", 'Lionesses', 'B-Team', 'Under-18s'] as const;

/**
 * The global navigation's profile button ('Log In' / 'Profile'). The login form in the account panel
 * has a 'Log In' button too, so the shell's one is told apart by the panel it controls.
 */
export const profileButton = (page: Page): Locator =>
  page
    .getByRole('button', { name: /^(Log In|Profile)$/ })
    .and(page.locator('[aria-controls="account-panel"]'));

/** The account panel mfe-account renders into the shell's slot. */
export const accountPanel = (page: Page): Locator =>
  page.getByRole('dialog').and(page.locator('#account-panel'));

/** Counts full document loads of the main frame; client-side navigation does not add to it. */
export function countDocumentLoads(page: Page): () => number {
  let loads = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads++;
  });
  return () => loads;
}

export const primaryNavigation = (page: Page): Locator => page.getByRole('navigation', { name: 'Primary' });

/**
 * Spec 000 §2, §8: the error page, in the layout, of a page whose remote cannot be loaded (503) or
 * throws (500); any server error when no status is named.
 */
export const remotePageError = (page: Page, status?: number): Locator =>
  page.getByRole('main').getByRole('region', { name: status ? `${status} error` : /^5\d\d error$/ });

/** The shell's own parts, which must be there whatever the remotes do. */
export async function expectShellChrome(page: Page): Promise<void> {
  await expect(profileButton(page)).toBeVisible();
  const primary = primaryNavigation(page);
  await expect(primary).toBeVisible();
  for (const label of ['News', 'Matches', 'Teams']) {
    await expect(primary.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'LIVE', exact: true })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

/** A response of the services that a page asked for, e.g. '/web/v1/news/search'. */
export const isServiceCall = (pathPrefix: string) => (response: { url(): string; ok(): boolean }) =>
  response.url().startsWith(`${SERVICES_ORIGIN}${pathPrefix}`) && response.ok();

export interface NewsSearchBody {
  hits: { found: number; hit: Array<{ title: string }> };
}

export interface FeedSectionsBody {
  sections: Array<{
    title: string;
    itemData: Array<{ metaData: { title: string; ChildFriendly?: boolean } }>;
  }>;
}

export interface RuntimeConfigBody {
  remotes: Record<RemoteName, string>;
}

export interface ManifestBody {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: Array<{ name: string; assets: { js: { sync: string[] } } }>;
  shared: Array<{ name: string; assets: { js: { sync: string[] } } }>;
}

/**
 * The shell's index.html without the early hints its server writes in for the page (they name the
 * live remote versions, the page's data and picture: scripts/lib/early-hints.ts); the rest is the
 * shell's build, the same for every path.
 */
export const withoutEarlyHints = (html: string): string =>
  html.replace(/<link rel="(?:preconnect|preload|prefetch)"[^>]* (?:href|imagesrcset)="http[^>]*>/g, '');

/**
 * Runs `body` while this copy of the site serves the runtime config `change` makes of its own, then
 * puts the file back. The copy's server reads the file as it changes (scripts/lib/static-server.ts):
 * it renders its pages with that config and serves it, as a site configured so would. (Answering
 * the browser's requests for it instead would not do: a page the server rendered carries its
 * config, and Chromium keeps a page fulfilled by a test from the copy's other local addresses.)
 */
export async function withSiteConfig(
  change: (config: Record<string, unknown>) => unknown,
  body: () => Promise<void>,
): Promise<void> {
  const file = runtimeConfigFileIn(SITE.deployDir, 'club');
  const original = await readFile(file, 'utf8');
  await writeFileAtomic(file, JSON.stringify(change(JSON.parse(original) as Record<string, unknown>)));
  try {
    await body();
  } finally {
    await writeFileAtomic(file, original);
  }
}

/** A server-rendered page's data block (shell/src/lib/server-render.ts), its JSON the first group. */
const SERVER_RENDER_BLOCK = new RegExp(
  `<script type="application/json" id="${SERVER_RENDER_ID}">([\\s\\S]*?)</script>`,
);

/** The config a server-rendered page carries in its data block, if it has one. */
export function renderedConfig(html: string): RuntimeConfigBody | undefined {
  const block = SERVER_RENDER_BLOCK.exec(html)?.[1];
  return block ? (JSON.parse(block) as { config: RuntimeConfigBody }).config : undefined;
}

export async function readRuntimeConfig(request: APIRequestContext): Promise<RuntimeConfigBody> {
  const response = await request.get(`${SHELL_ORIGIN}/runtime-config.json`);
  expect(response.status()).toBe(200);
  return (await response.json()) as RuntimeConfigBody;
}

export async function readManifest(request: APIRequestContext, url: string): Promise<ManifestBody> {
  const response = await request.get(url);
  expect(response.status(), `${url} answers`).toBe(200);
  return (await response.json()) as ManifestBody;
}

/** Where a remote's remoteEntry.js lives, next to its manifest. */
export function remoteEntryUrl(manifestUrl: string, manifest: ManifestBody): string {
  const { name, path } = manifest.metaData.remoteEntry;
  return new URL(path ? `${path.replace(/\/$/, '')}/${name}` : name, manifestUrl).href;
}

/** A fault the services answer a route with, in test mode (services/README.md "Faults and collectors"). */
export interface ServiceFault {
  route: string;
  method?: string;
  status?: number;
  delayMs?: number;
  body?: 'malformed' | 'empty' | 'html';
  drop?: boolean;
  times?: number;
}

export async function addServiceFault(request: APIRequestContext, fault: ServiceFault): Promise<void> {
  const response = await request.post(`${SERVICES_ORIGIN}/__test/faults`, { data: fault });
  expect(response.status(), `fault on ${fault.route} accepted`).toBe(201);
}

/** The services' test clock: read (`{}`), moved on, or put back to the real time; its time after. */
export async function moveServicesClock(
  request: APIRequestContext,
  change: { advanceMs?: number; reset?: boolean },
): Promise<Date> {
  const response = await request.post(`${SERVICES_ORIGIN}/__test/clock`, { data: change });
  expect(response.ok(), 'the services answer their test clock').toBe(true);
  return new Date(((await response.json()) as { now: string }).now);
}

/** Puts the services' test clock at now plus `advanceMs` (0: now; below 0: in the past). */
export async function setServicesClock(request: APIRequestContext, advanceMs: number): Promise<void> {
  await moveServicesClock(request, { reset: true });
  if (advanceMs !== 0) await moveServicesClock(request, { advanceMs: Math.round(advanceMs) });
}

export async function clearServiceFaults(request: APIRequestContext): Promise<void> {
  await request.delete(`${SERVICES_ORIGIN}/__test/faults`);
}

/** What the collectors received of one kind (advert events, analytics events), oldest first. */
export async function readCollected(
  request: APIRequestContext,
  kind: 'analytics' | 'advert' | 'mux' | 'csp',
): Promise<unknown[]> {
  const response = await request.get(`${SERVICES_ORIGIN}/__test/collected?kind=${kind}`);
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as { items: Array<{ body: unknown }> };
  return items.map((item) => item.body);
}

export async function clearCollected(request: APIRequestContext): Promise<void> {
  await request.delete(`${SERVICES_ORIGIN}/__test/collected`);
}

/**
 * Keeps the overlay promo from covering the page under test: the promo service answers no promos
 * to this page (the promo has its own spec).
 */
export async function withoutOverlayPromos(page: Page): Promise<void> {
  await page.route(`${SERVICES_ORIGIN}/promos/**`, (route) =>
    route.fulfill({ json: { body: [] }, headers: { 'access-control-allow-origin': SHELL_ORIGIN } }),
  );
}

/** Starts the visit with the cookie choice already made ('Only Essential'), so the popup stays away. */
export async function withCookieChoiceMade(page: Page): Promise<void> {
  await page.context().addCookies([{ name: 'cookie_consent', value: 'true', url: SHELL_ORIGIN }]);
}

/**
 * Adds a test's stylesheet to the page the way the site's Content-Security-Policy allows: as a
 * file from the page's own origin (routed by the test), not as an inline <style>, which the policy
 * blocks (Playwright's inline style tag would silently do nothing). scripts/lib/e2e-under-csp.test.ts
 * holds every spec to this helper.
 */
export async function addTestStyles(page: Page, css: string): Promise<void> {
  const url = new URL(`/__e2e-styles/${Date.now()}.css`, page.url()).toString();
  await page.route(url, (route) => route.fulfill({ contentType: 'text/css', body: css }));
  await page.addStyleTag({ url });
}
