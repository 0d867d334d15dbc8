/**
 * `npm test`: everything that guards main: type-check, lint (zero warnings), unit and component
 * tests with the services/ tests over real HTTP (vitest, the services on PGlite), the services
 * tests again on a throwaway PostgreSQL server, then a production build served whole and the e2e
 * suite in Chromium, and the match-day e2e with the services as two processes on that PostgreSQL
 * server. Every step runs even if an earlier one failed (so one run shows every problem); the
 * browser tests need a build, so they are skipped if it fails.
 *
 * The lint runs first. The type-check then runs beside all the rest, and the production build beside
 * the unit step, both at the lowest CPU priority; the services tests on PostgreSQL (one worker) and
 * then the match-day e2e run beside the e2e suite (docs/testing.md has the measurements). Each of
 * those prints its output in one block when it ends. Each step prints when it starts and its time,
 * and the summary lists them all.
 * `tsx scripts/test.ts e2e` (or `typecheck`, `lint`, `unit`) runs only the parts named.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { type PostgresCluster, startPostgresCluster } from '@club/services/postgres-cluster';
import { ROOT } from './lib/deploy.ts';
import { ensureChromium } from './lib/ensure-chromium.ts';
import { run } from './lib/run.ts';

const reports = path.join(ROOT, 'test-results');
const vitestReport = path.join(reports, 'vitest.json');
const vitestPostgresReport = path.join(reports, 'vitest-postgres.json');
const playwrightReport = path.join(reports, 'playwright.json');
const playwrightMatchDayReport = path.join(reports, 'playwright-match-day.json');
const playwrightDevReport = path.join(reports, 'playwright-dev.json');
// The e2e run builds and releases into its own deployment, leaving a developer's .deploy/ alone.
const testDeployDir = path.join(ROOT, '.deploy-test');

const bin = (name: string) => path.join(ROOT, 'node_modules/.bin', name);
const runStarted = Date.now();
const seconds = (since: number) => Math.round((Date.now() - since) / 1000);
/** The steps in the order they started, with their outcome and time once they end. */
const steps: Array<{ name: string; ok: boolean; seconds?: number }> = [];
const step = async (name: string, action: () => Promise<number>) => {
  console.log(`\n=== ${name} (starts ${seconds(runStarted)} s into the run)`);
  const started = Date.now();
  const entry: (typeof steps)[number] = { name, ok: false };
  steps.push(entry);
  try {
    entry.ok = (await action()) === 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
  }
  entry.seconds = seconds(started);
  console.log(`=== ${name}: ${entry.ok ? 'ok' : 'FAILED'} (${entry.seconds} s)`);
  return entry.ok;
};

await rm(reports, { recursive: true, force: true });
await mkdir(reports, { recursive: true });

const PARTS = ['typecheck', 'lint', 'unit', 'e2e'] as const;
const asked = process.argv.slice(2);
const unknown = asked.filter((part) => !(PARTS as readonly string[]).includes(part));
if (unknown.length > 0) {
  console.error(`Unknown part ${unknown.join(', ')}; the parts are ${PARTS.join(', ')}.`);
  process.exit(2);
}
const wanted = (part: (typeof PARTS)[number]) => asked.length === 0 || asked.includes(part);

// One throwaway PostgreSQL server for the steps that need one, started when the first does.
let postgres: Promise<PostgresCluster> | undefined;
const postgresUrl = async () => {
  postgres ??= startPostgresCluster();
  return (await postgres).url;
};
/** Only the parts asked for, when any are named. */
const when = (part: (typeof PARTS)[number], action: () => Promise<unknown>) =>
  wanted(part) ? action() : Promise.resolve();

// Biome (formatting, its lint rules, the imports it can read from a specifier) and, side by side
// with it (each mostly on one core), the import boundaries that need the whole graph
// (dependency-cruiser: npm run lint:imports); both always run.
if (wanted('lint'))
  await step('lint', async () => {
    const [biome, imports] = await Promise.all([
      run(bin('biome'), ['ci', '--error-on-warnings', '.']),
      run('npm', ['run', '--silent', 'lint:imports'], {}, { quiet: 'import boundaries' }),
    ]);
    return biome || imports;
  });
// The type-check runs beside everything after it at the lowest CPU priority (nice 19): it only takes
// what the tests leave idle (the e2e suite's serial phase leaves most of a core), and it has no
// timeouts to miss. Side by side at the same priority the unit run's 5 s component tests timed out
// (13 of them on a loaded machine; docs/testing.md). Its output is printed in one block when it ends.
const typecheck = when('typecheck', () =>
  step('type-check', () =>
    run('nice', ['-n', '19', bin('tsx'), 'scripts/typecheck.ts'], {}, { quiet: 'type-check' }),
  ),
);
// The production build (Rspack on one core, about 20 s) beside the unit step, also at the lowest
// priority: the unit step leaves a tenth of the two cores idle once the type-check is done, about
// what the build needs, so the e2e suite starts when the unit step ends instead of a build later.
const env = { CLUB_DEPLOY_DIR: testDeployDir };
const build = wanted('e2e')
  ? rm(testDeployDir, { recursive: true, force: true }).then(() =>
      step('production build', () =>
        run('nice', ['-n', '19', bin('tsx'), 'scripts/build.ts'], env, { quiet: 'production build' }),
      ),
    )
  : Promise.resolve(false);
if (wanted('unit')) {
  await step('unit, component and services tests', () =>
    run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`]),
  );
}

// The services tests only (not the whole unit suite) again, each test server on its own copy of a
// seeded template database on the server; one worker, beside the e2e suite when both run.
const servicesOnPostgres = () =>
  step('services tests on PostgreSQL', async () =>
    run(
      bin('vitest'),
      [
        'run',
        '--project',
        'services',
        '--maxWorkers=1',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${vitestPostgresReport}`,
      ],
      { CLUB_TEST_DATABASE_URL: await postgresUrl() },
      { quiet: 'services tests on PostgreSQL' },
    ),
  );

let built = true;
if (wanted('e2e')) {
  // Started now, the PostgreSQL server is ready by the time the e2e suite's servers are.
  if (wanted('unit')) void postgresUrl().catch(() => undefined);
  await step('install Chromium if missing', async () => {
    await ensureChromium();
    return 0;
  });
  built = await build;
  // Beside the e2e suite, one after the other: the services tests on PostgreSQL, then the match-day
  // e2e, which serves a copy of the site of its own (e2e/support/site-copy.ts). The main suite alone
  // leaves about a fifth of the two cores idle (its tests wait on clocks and release judges).
  const beside = (async () => {
    await when('unit', servicesOnPostgres);
    if (!built) return;
    await step('match-day e2e: the services as two processes on PostgreSQL', async () =>
      run(
        bin('playwright'),
        ['test', '--config', 'e2e/playwright.match-day.config.ts', '--reporter=list,json'],
        {
          ...env,
          CLUB_E2E_POSTGRES_URL: await postgresUrl(),
          PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightMatchDayReport,
        },
        { quiet: 'match-day e2e' },
      ),
    );
  })();
  if (built) {
    await step('e2e in Chromium', () =>
      run(bin('playwright'), ['test', '--config', 'e2e/playwright.config.ts', '--reporter=list,json'], {
        ...env,
        PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport,
      }),
    );
  }
  await beside;
  // The team's own loop: `npm run dev -- mfe-content` and an edit reaching the page (e2e/dev/), on
  // ports of its own. After the e2e suite, not beside it: beside it, its development builds and dev
  // server made the whole run about 30 s longer (docs/testing.md). Its edit to mfe-content's source
  // waits for any release.spec building it (scripts/lib/source-lock.ts).
  await step('dev reload in Chromium', () =>
    run(bin('playwright'), ['test', '--config', 'e2e/dev/playwright.config.ts', '--reporter=list,json'], {
      PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightDevReport,
    }),
  );
} else {
  await when('unit', servicesOnPostgres);
}
await typecheck;
await (await postgres?.catch(() => undefined))?.stop();

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
  /** Each failed test as 'file › title', so the summary's tail says what failed. */
  failures: string[];
}
const relative = (file: string) => path.relative(ROOT, path.resolve(ROOT, file));
async function vitestCounts(file: string): Promise<Counts | null> {
  if (!existsSync(file)) return null;
  const report = JSON.parse(await readFile(file, 'utf8')) as Record<string, number> & {
    testResults?: Array<{
      name: string;
      status: string;
      message?: string;
      assertionResults: Array<{ fullName: string; status: string }>;
    }>;
  };
  const failures = (report.testResults ?? []).flatMap((result) => {
    const failed = result.assertionResults.filter((test) => test.status === 'failed');
    // A file that failed with no failed test (a broken import or hook) is named alone.
    if (failed.length === 0 && result.status === 'failed')
      return [`${relative(result.name)} (the file failed)`];
    return failed.map((test) => `${relative(result.name)} › ${test.fullName}`);
  });
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    failures,
  };
}
interface PlaywrightSuite {
  specs?: Array<{ file: string; title: string; tests: Array<{ status: string; projectName: string }> }>;
  suites?: PlaywrightSuite[];
}
async function playwrightCounts(file: string): Promise<Counts | null> {
  if (!existsSync(file)) return null;
  const { stats, suites } = JSON.parse(await readFile(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
    suites: PlaywrightSuite[];
  };
  const failures: string[] = [];
  const walk = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        if (test.status === 'unexpected') failures.push(`${spec.file} › ${spec.title} [${test.projectName}]`);
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of suites) walk(suite);
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped, failures };
}

const reported: Record<string, Counts | null> = {
  'unit, component and services tests': await vitestCounts(vitestReport),
  'services tests on PostgreSQL': await vitestCounts(vitestPostgresReport),
  'e2e in Chromium': await playwrightCounts(playwrightReport),
  'match-day e2e: the services as two processes on PostgreSQL':
    await playwrightCounts(playwrightMatchDayReport),
  'dev reload in Chromium': await playwrightCounts(playwrightDevReport),
};
const total = Object.values(reported).reduce<Counts>(
  (sum, c) => ({
    passed: sum.passed + (c?.passed ?? 0),
    failed: sum.failed + (c?.failed ?? 0),
    skipped: sum.skipped + (c?.skipped ?? 0),
    failures: [...sum.failures, ...(c?.failures ?? [])],
  }),
  { passed: 0, failed: 0, skipped: 0, failures: [] },
);
// A failed step whose failures no test counted (type-check, lint, build, a broken test hook) counts as one.
const uncounted = steps.filter((s) => !s.ok && !(reported[s.name]?.failed ?? 0)).length;
console.log('\n=== summary (seconds per step; some ran beside others)');
for (const s of steps)
  console.log(`${s.ok ? 'ok    ' : 'FAILED'} ${String(s.seconds ?? '-').padStart(5)} s  ${s.name}`);
console.log(`whole run: ${seconds(runStarted)} s`);
if (!built) console.log('SKIPPED e2e in Chromium (the build failed)');
console.log(`tests: ${total.passed} passed, ${total.failed + uncounted} failed, ${total.skipped} skipped`);
for (const failure of total.failures) console.log(`FAILED ${failure}`);
process.exit(steps.some((s) => !s.ok) ? 1 : 0);
