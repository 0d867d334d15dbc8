/**
 * One Lighthouse run (performance only) of a URL in a Debian Chromium launched for that run alone,
 * headless, with a new empty profile, so nothing (cache, cookies, the consent choice) carries over
 * from one run to the next. Mobile is Lighthouse's default config (simulated throttling); desktop is
 * its desktop config. Nothing is downloaded: chrome-launcher is given the browser's path, and
 * Lighthouse's error reporting (Sentry), its only call out, is started by its CLI, never by this API.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
import type { LighthousePage } from './lighthouse-pages.ts';
import {
  LIGHTHOUSE_PRESETS,
  type LighthousePreset,
  type LighthouseRun,
  runFromResult,
} from './lighthouse-report.ts';

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

/** One run of a page and preset, as the series made it. */
export interface SeriesRun {
  page: LighthousePage;
  preset: LighthousePreset;
  /** 1-based: the round it belongs to. */
  round: number;
  run: LighthouseRun;
  result?: Result | undefined;
  ms: number;
}

/**
 * `rounds` runs of every page with every preset. Round by round rather than page by page, so that a
 * spell of load on the machine (another engineer's build) lands on one run of many pages instead of
 * on every run of one page, and the median drops it.
 */
export async function runLighthouseSeries(
  origin: string,
  pages: readonly LighthousePage[],
  rounds: number,
  onRun: (run: SeriesRun, done: number, total: number) => void,
): Promise<SeriesRun[]> {
  const runs: SeriesRun[] = [];
  const total = rounds * pages.length * LIGHTHOUSE_PRESETS.length;
  for (let round = 1; round <= rounds; round++) {
    for (const page of pages) {
      for (const preset of LIGHTHOUSE_PRESETS) {
        const started = Date.now();
        let made: SeriesRun;
        try {
          const { run, result } = await runLighthouse(new URL(page.path, origin).href, preset);
          made = { page, preset, round, run, result, ms: Date.now() - started };
        } catch (error) {
          // A browser that would not start, or a Lighthouse crash: a failed run, not a failed bench.
          const message = error instanceof Error ? error.message : String(error);
          made = {
            page,
            preset,
            round,
            run: { error: 'LIGHTHOUSE_FAILED', warnings: [message] },
            ms: Date.now() - started,
          };
        }
        runs.push(made);
        onRun(made, runs.length, total);
      }
    }
  }
  return runs;
}
