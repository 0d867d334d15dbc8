import { describe, expect, it } from 'vitest';
import {
  checkFirstLoadBudget,
  checkRemoteRouteBudget,
  FIRST_LOAD_BUDGET_KB,
  type ModuleSizes,
  meetsBudgets,
  REMOTE_ROUTE_BUDGET_KB,
  shortSource,
} from './budgets.ts';
import type { RecordedRequest, RouteResult } from './size-report.ts';

const script = (label: string, gzipKb: number): RecordedRequest => ({
  url: `http://localhost/${label}`,
  label,
  method: 'GET',
  resourceType: 'Script',
  start: 0,
  gzipBytes: gzipKb * 1024,
});

const visit = (requests: RecordedRequest[]): RouteResult =>
  ({ route: '/', url: 'http://localhost/', outcome: 'rendered', requests }) as unknown as RouteResult;

const modules: ModuleSizes = async (url) =>
  url.endsWith('main.js')
    ? [
        { source: '@module-federation/runtime-core', bytes: 64 * 1024 },
        { source: 'src/app/start.tsx', bytes: 2048 },
      ]
    : [];

describe('first-visit budgets', () => {
  it("hold / to the whole first load and every page to its remote's share", () => {
    const shell = script('main.js', FIRST_LOAD_BUDGET_KB - 20);
    const page = (route: string, remoteKb: number) =>
      ({
        ...visit([shell, script('mfe-content/1.js', remoteKb)]),
        route,
        remote: 'mfe-content',
      }) as RouteResult;
    const remoteBudget = REMOTE_ROUTE_BUDGET_KB['mfe-content'];
    expect(meetsBudgets(page('/', 20))).toBe(true);
    expect(meetsBudgets(page('/', 21))).toBe(false);
    // An article may weigh more in all than /, but not its remote's share.
    expect(meetsBudgets(page('/news/a', remoteBudget))).toBe(true);
    expect(meetsBudgets(page('/news/a', remoteBudget + 1))).toBe(false);
  });

  it('pass at the budget and fail above it, naming the biggest files and their modules', async () => {
    const atBudget = visit([script('main.js', 100), script('275.js', 50)]);
    expect(await checkFirstLoadBudget(atBudget, modules, 150)).toBeNull();
    const over = visit([script('main.js', 100), script('275.js', 50.5)]);
    const message = await checkFirstLoadBudget(over, modules, 150);
    expect(message).toContain(
      '150.5 KB of JavaScript (gzip) before the first remote content, over the budget of 150 KB',
    );
    expect(message).toContain(
      'main.js 100.0 KB gzip: @module-federation/runtime-core 64.0 KB, src/app/start.tsx 2.0 KB',
    );
    expect(message?.indexOf('main.js')).toBeLessThan(message?.indexOf('275.js') ?? 0);
  });

  it("count only the remote's own files against its route budget", async () => {
    const page = visit([
      script('main.js', 120),
      script('mfe-content/remoteEntry.js', 18),
      script('mfe-content/1.js', 3),
    ]);
    expect(await checkRemoteRouteBudget('mfe-content', page, modules, 21)).toBeNull();
    expect(await checkRemoteRouteBudget('mfe-content', page, modules, 20)).toContain(
      'mfe-content on /: 21.0 KB of JavaScript (gzip) on first load, over its budget of 20 KB',
    );
  });

  it('name modules by package, or by their path in the app', () => {
    expect(shortSource('webpack://shell/node_modules/react-dom/cjs/react-dom-client.production.js')).toBe(
      'react-dom',
    );
    expect(shortSource('webpack://shell/node_modules/@module-federation/sdk/dist/index.cjs')).toBe(
      '@module-federation/sdk',
    );
    expect(shortSource('webpack://shell/src/app/start.tsx')).toBe('src/app/start.tsx');
  });
});
