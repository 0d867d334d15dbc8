/**
 * The `test` and `expect` every spec imports (never `@playwright/test`'s own, biome.json says so):
 * Playwright's, plus an automatic guard that fails a test when any page of its browser context
 * reports a Content-Security-Policy violation. So every spec, today's and those written later
 * (players, sign-in, checkout), sweeps its pages for something the site's CSP blocked: a script
 * or style from an origin the runtime config does not name, an inline handler, an eval, a frame.
 * docs/security.md. Its base URL is the worker's own copy of the site.
 */
import { blackoutEndsAt, DEFAULT_VIEWER_COUNTRY } from '@club/services/rules';
import { HYDRATED_ATTRIBUTE, SERVER_RENDER_ID } from '@club/shell';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  expect,
  type Page,
} from '@playwright/test';
import { SHELL_ORIGIN, moveServicesClock as servicesClock } from './site.ts';

/** One `securitypolicyviolation` event, as the page saw it. */
export interface CspViolation {
  documentUrl: string;
  directive: string;
  blockedUrl: string;
  sourceFile: string;
  line: number;
  sample: string;
}

/**
 * A server-rendered page shows before its scripts run, and its buttons answer once the browser has
 * hydrated it: a test acts on it only then, as it does on a page the browser renders (whose buttons
 * appear with their handlers). A page that was not server-rendered, or has gone, waits for nothing.
 */
async function untilHydrated(page: Page): Promise<void> {
  await page
    .waitForFunction(
      ([answers, hydrated]) =>
        !document.getElementById(answers) || document.documentElement.hasAttribute(hydrated),
      [SERVER_RENDER_ID, HYDRATED_ATTRIBUTE] as const,
    )
    .catch(() => {
      // The page navigated away or closed while waiting: the test meets whatever comes next.
    });
}

/** After each goto and reload, `page` waits until a server-rendered page is hydrated. */
function hydratedNavigationsOf(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await untilHydrated(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await untilHydrated(page);
    return response;
  };
}

interface CspFixtures {
  /** Every violation the test's pages reported so far. */
  cspViolations: CspViolation[];
  /** false in the few tests that provoke a violation on purpose (the guard's own test). */
  failOnCspViolation: boolean;
  /**
   * The test's pages (and those of browsers it opens) wait, after each goto and reload, until a
   * server-rendered page is hydrated.
   */
  hydratedNavigations: undefined;
  /**
   * The services' test clock, moved past spec 001 §9's Saturday blackout while the test runs when
   * the run falls inside it (live video is refused in the UK from 14:45 to 17:15 on Saturdays).
   */
  outsideBlackout: undefined;
  /**
   * true in the specs that play live video (`test.use({ guardBlackout: true })`); the others keep
   * the services at the real time, which some compare with the test's own clock (today's fixtures).
   */
  guardBlackout: boolean;
}

/** How far past the blackout's end the clock is moved, so a test's minutes stay outside it. */
const AFTER_BLACKOUT_MS = 60_000;

const BINDING = '__clubReportCspViolation';

/**
 * A violation of the test's own tooling, not the site's: axe-core and Playwright's screenshots add
 * <style> elements from scripts the test evaluates in the page, which have no source file. Every
 * script of the site has one (its chunk's URL, or the document's for markup), so nothing of the
 * site's own is left out.
 */
const isTestTooling = (violation: CspViolation) =>
  violation.sourceFile === '' && violation.directive.startsWith('style-src');

/** Collects the violations of every page and frame of `context` into `violations`. */
async function watchForViolations(context: BrowserContext, violations: CspViolation[]) {
  await context.exposeBinding(BINDING, (_source, violation: CspViolation) => {
    if (!isTestTooling(violation)) violations.push(violation);
  });
  // Runs in every page and frame of the context before its own scripts.
  await context.addInitScript((binding: string) => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as Record<string, (violation: unknown) => void>)[binding];
        report?.({
          documentUrl: event.documentURI,
          directive: event.effectiveDirective,
          blockedUrl: event.blockedURI,
          sourceFile: event.sourceFile,
          line: event.lineNumber,
          sample: event.sample,
        });
      },
      true,
    );
  }, BINDING);
}

/**
 * Calls `watch` with each context `browser` opens (`browser.newContext()`, or `browser.newPage()`,
 * which goes through it), before the test gets it, until the returned function is called.
 */
function watchNewContexts(
  browser: Browser,
  watch: (context: BrowserContext, options?: BrowserContextOptions) => unknown,
): () => void {
  const newContext = browser.newContext;
  browser.newContext = async (options) => {
    const opened = await newContext.call(browser, options);
    await watch(opened, options);
    return opened;
  };
  return () => {
    browser.newContext = newContext;
  };
}

export const test = base.extend<CspFixtures>({
  hydratedNavigations: [
    async ({ browser, page }, use) => {
      hydratedNavigationsOf(page);
      // So do the pages of a second supporter's browser, for as long as the test runs.
      const stopWatching = watchNewContexts(browser, (opened, options) => {
        // A browser without JavaScript never hydrates: its pages wait for nothing.
        if (options?.javaScriptEnabled !== false) opened.on('page', hydratedNavigationsOf);
      });
      try {
        await use(undefined);
      } finally {
        stopWatching();
      }
    },
    { auto: true },
  ],
  guardBlackout: [false, { option: true }],
  outsideBlackout: [
    async ({ request, guardBlackout }, use) => {
      if (!guardBlackout) return use(undefined);
      // A run on a Saturday afternoon would see every live video refused. A test about the blackout
      // moves the clock into it itself (live-player.spec).
      const now = await servicesClock(request, {});
      const ends = blackoutEndsAt(now, DEFAULT_VIEWER_COUNTRY);
      if (ends)
        await servicesClock(request, { advanceMs: ends.getTime() - now.getTime() + AFTER_BLACKOUT_MS });
      try {
        await use(undefined);
      } finally {
        if (ends) await servicesClock(request, { reset: true });
      }
    },
    { auto: true },
  ],
  // The worker's own copy of the site (support/site-copy.ts), for pages, requests and every context.
  baseURL: SHELL_ORIGIN,
  failOnCspViolation: [true, { option: true }],
  cspViolations: [
    async ({ browser, context, failOnCspViolation }, use) => {
      const violations: CspViolation[] = [];
      await watchForViolations(context, violations);
      // A spec that opens a second supporter's browser is watched too, for as long as the test runs.
      const stopWatching = watchNewContexts(browser, (opened) => watchForViolations(opened, violations));
      try {
        await use(violations);
      } finally {
        stopWatching();
      }
      if (failOnCspViolation) {
        expect(violations, 'the pages reported Content-Security-Policy violations').toEqual([]);
      }
    },
    { auto: true },
  ],
});

export { expect };
