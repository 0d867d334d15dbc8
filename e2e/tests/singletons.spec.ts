/**
 * One React, one router and one copy of @club/shared on the page, whatever remotes load: two copies
 * of @club/shared would mean two copies of every store, and the shell and the remotes would stop
 * seeing each other's state (DESIGN.md "Module Federation, the rules that matter").
 */
import type { Page } from '@playwright/test';
import { primaryNavigation, profileButton } from '../support/site.ts';
import { expect, test } from '../support/test.ts';

/** Federation instance names: the shell and the four remotes. */
const INSTANCES = ['shell', 'mfe_content', 'mfe_matches', 'mfe_streaming', 'mfe_account'] as const;

/** Shared singletons; the subpath keys are how the trailing-slash entries of the build appear. */
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'nanostores',
  '@nanostores/react',
] as const;
/** @club/shared entries the page cannot run without. */
const CLUB_SHARED_IN_USE = [
  '@club/shared/stores',
  '@club/shared/config',
  '@club/shared/ui',
  // The router: react-router, tree-shaken to what the apps use, is shared as this entry.
  '@club/shared/router',
] as const;

/** Strings found only in one package's production build, to count copies in what was downloaded. */
const CODE_MARKERS = {
  'react-dom': 'rendererPackageName:"react-dom"',
  react: 'unstable_useCacheRefresh',
  'react-router': 'useRoutes() may be used only in the context of a <Router> component.',
} as const;

interface ShareRow {
  pkg: string;
  version: string;
  from: string;
  loaded: boolean;
  useIn: string[];
}

/** Visits pages that load all four remotes: content, matches, streaming and the account panel. */
async function loadEveryRemote(page: Page): Promise<void> {
  await page.goto('/news');
  await expect(page.getByRole('heading', { name: 'Latest News', level: 1 })).toBeVisible();
  // A mount carries data-release only once its remote's module has loaded.
  await primaryNavigation(page).getByRole('link', { name: 'Teams', exact: true }).click();
  await expect(page.locator('[data-remote="mfe-matches"][data-release]')).toBeAttached();
  await page.getByRole('link', { name: 'LIVE', exact: true }).click();
  await expect(page.locator('[data-remote="mfe-streaming"][data-release]')).toBeAttached();
  await profileButton(page).click();
  await expect(page.locator('[data-remote="mfe-account"][data-release]').getByRole('dialog')).toBeVisible();
}

async function readShareScope(page: Page) {
  return page.evaluate(() => {
    const share = window.__FEDERATION__?.__SHARE__ ?? {};
    const seen = new Set<object>();
    const rows: Array<{ pkg: string; version: string; from: string; loaded: boolean; useIn: string[] }> = [];
    for (const scopes of Object.values(share)) {
      for (const packages of Object.values(scopes)) {
        // Every instance points at the same 'default' scope object; read it once.
        if (seen.has(packages)) continue;
        seen.add(packages);
        for (const [pkg, versions] of Object.entries(packages)) {
          for (const [version, shared] of Object.entries(versions)) {
            rows.push({
              pkg,
              version,
              from: shared.from,
              loaded: Boolean(shared.loaded),
              useIn: [...(shared.useIn ?? [])],
            });
          }
        }
      }
    }
    // Every app's federation instance; with one federation runtime on the page (the remotes use the
    // shell's), they share one share scope map rather than keeping one each.
    const instances = (window.__FEDERATION__?.__INSTANCES__ ?? []).map((instance) => instance.name);
    return { instances, rows };
  });
}

test('React, the router, nanostores and @club/shared are each loaded once for shell and remotes', async ({
  page,
}, testInfo) => {
  const scripts: Array<Promise<{ url: string; body: string }>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      response.text().then(
        (body) => ({ url: response.url(), body }),
        () => ({ url: response.url(), body: '' }),
      ),
    );
  });

  await loadEveryRemote(page);
  const scope = await readShareScope(page);
  await testInfo.attach('share-scope.json', {
    body: JSON.stringify(scope, null, 2),
    contentType: 'application/json',
  });

  const instanceNames = scope.instances.map((key) => key.split(':')[0]);
  expect([...new Set(instanceNames)].sort()).toEqual([...INSTANCES].sort());

  const loadedProviders = (pkg: string): ShareRow[] =>
    scope.rows.filter((row) => row.pkg === pkg && row.loaded);
  for (const pkg of SINGLETONS) {
    const loaded = loadedProviders(pkg);
    expect(
      loaded.map((row) => `${row.version} from ${row.from}`),
      `${pkg} is loaded once`,
    ).toHaveLength(1);
  }
  const clubSharedKeys = [...new Set(scope.rows.map((row) => row.pkg))].filter((pkg) =>
    pkg.startsWith('@club/shared/'),
  );
  expect(clubSharedKeys).toEqual(expect.arrayContaining([...CLUB_SHARED_IN_USE]));
  for (const pkg of clubSharedKeys) {
    const loaded = loadedProviders(pkg);
    expect(loaded.length, `${pkg} is loaded at most once`).toBeLessThanOrEqual(1);
    if ((CLUB_SHARED_IN_USE as readonly string[]).includes(pkg))
      expect(loaded, `${pkg} is loaded`).toHaveLength(1);
  }

  // Every remote renders JSX, so each must have taken the one shared JSX runtime, not its own copy;
  // the account panel reads the panel store, so mfe-account must have taken the shared stores.
  expect(loadedProviders('react/jsx-runtime')[0]?.useIn).toEqual(expect.arrayContaining([...INSTANCES]));
  expect(loadedProviders('@club/shared/stores')[0]?.useIn).toEqual(
    expect.arrayContaining(['shell', 'mfe_account']),
  );

  // What was downloaded agrees: each remote ships a fallback copy of React, but only one is fetched.
  const downloaded = await Promise.all(scripts);
  for (const [pkg, marker] of Object.entries(CODE_MARKERS)) {
    const copies = downloaded.filter((script) => script.body.includes(marker)).map((script) => script.url);
    expect(copies, `scripts containing ${pkg}`).toHaveLength(1);
  }
});

test('a store changed by a remote is seen by the shell', async ({ page }) => {
  await page.goto('/news');
  const button = profileButton(page);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('body')).not.toHaveClass(/\blocked\b/);

  // The shell writes the panel store; the remote reads it and draws the panel (once it has loaded,
  // the dialog and its Close button are mfe-account's, inside the mount that names its release).
  await button.click();
  const panel = page.locator('[data-remote="mfe-account"][data-release]').getByRole('dialog');
  await expect(panel).toBeVisible();
  await expect(panel).toHaveAttribute('id', 'account-panel');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('body')).toHaveClass(/\blocked\b/);

  // The remote writes the panel store; the shell reads it.
  await panel.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(panel).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('body')).not.toHaveClass(/\blocked\b/);
});
