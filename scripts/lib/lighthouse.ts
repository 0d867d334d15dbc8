/**
 * One Lighthouse run (performance only) of a URL in a Debian Chromium launched for that run alone,
 * headless, with a new empty profile, so nothing (cache, cookies, the consent choice) carries over
 * from one run to the next. Mobile is Lighthouse's default config (simulated throttling); desktop is
 * its desktop config; mobile-devtools is the default config with applied throttling
 * (`throttlingMethod: 'devtools'`: Lighthouse's slow 4G and 4 times slower CPU, applied by Chromium
 * while the page loads). Nothing is downloaded: chrome-launcher is given the browser's path, and
 * Lighthouse's error reporting (Sentry), its only call out, is started by its CLI, never by this API.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
import {
  APPLIED_THROTTLING_PRESET,
  type LighthousePreset,
  type LighthouseRun,
  runFromResult,
} from './lighthouse-report.ts';
import { type LighthouseTarget, roundOrder } from './lighthouse-series.ts';

export interface LighthouseRunResult {
  run: LighthouseRun;
  /** Lighthouse's whole result, to keep with the bench results. */
  result: Result;
}

/** Runs Lighthouse once on `url` with the preset; throws only if it could not run at all. */
export async function runLighthouse(url: string, preset: LighthousePreset): Promise<LighthouseRunResult> {
  const userDataDir = await mkdtemp(path.join(os.tmpdir(), 'club-lighthouse-'));
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: [...CHROMIUM_ARGS, '--headless=new'],
      userDataDir,
      logLevel: 'silent',
      // bench.ts stops the browsers itself on Ctrl+C (killAllLighthouseBrowsers), then the site.
      handleSIGINT: false,
    });
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // The full-page screenshot only illustrates the HTML report, which the bench does not write.
      disableFullPageScreenshot: true,
      ...(preset === APPLIED_THROTTLING_PRESET ? { throttlingMethod: 'devtools' as const } : {}),
    };
    const answer = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
    if (!answer) throw new Error(`Lighthouse returned no result for ${url}`);
    return { run: runFromResult(answer.lhr), result: answer.lhr };
  } finally {
    await chrome?.kill();
    await rm(userDataDir, { recursive: true, force: true });
  }
}

/** Stops any browser a run left behind (on Ctrl+C); only the ones this process launched. */
export function killAllLighthouseBrowsers(): void {
  chromeLauncher.killAll();
}

/** One run of a target, as the series made it. */
export interface SeriesRun extends LighthouseTarget {
  /** 1-based: the round it belongs to. */
  round: number;
  run: LighthouseRun;
  result?: Result | undefined;
  ms: number;
}

/**
 * `rounds` runs of every target. Round by round rather than page by page, so that a spell of load
 * on the machine (another engineer's build) lands on one run of many pages instead of on every run
 * of one page, and the median drops it. A page and its floor run one after the other, so that the
 * same load meets both; which goes first alternates from round to round.
 */
export async function runLighthouseSeries(
  targets: readonly LighthouseTarget[],
  rounds: number,
  onRun: (run: SeriesRun, done: number, total: number) => void,
): Promise<SeriesRun[]> {
  const runs: SeriesRun[] = [];
  const total = rounds * targets.length;
  for (let round = 1; round <= rounds; round++) {
    for (const target of roundOrder(targets, round)) {
      const started = Date.now();
      let made: SeriesRun;
      try {
        const { run, result } = await runLighthouse(target.url, target.preset);
        made = { ...target, round, run, result, ms: Date.now() - started };
      } catch (error) {
        // A browser that would not start, or a Lighthouse crash: a failed run, not a failed bench.
        const message = error instanceof Error ? error.message : String(error);
        made = {
          ...target,
          round,
          run: { error: 'LIGHTHOUSE_FAILED', warnings: [message] },
          ms: Date.now() - started,
        };
      }
      runs.push(made);
      onRun(made, runs.length, total);
    }
  }
  return runs;
}
