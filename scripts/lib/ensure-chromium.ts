/**
 * The e2e suite drives Debian's Chromium (Playwright cannot download its own browser here). On a
 * clean CI machine it is missing, so install it with apt, as root, before the browser tests.
 */
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from './chromium.ts';
import { run } from './run.ts';

export async function ensureChromium(): Promise<void> {
  if (existsSync(CHROMIUM_PATH)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Chromium is missing at ${CHROMIUM_PATH}: install Debian's chromium package (apt-get install chromium).`,
    );
  }
  console.log(`Chromium is missing at ${CHROMIUM_PATH}: installing Debian's chromium package ...`);
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  if ((await run('apt-get', ['update', '-qq'], env)) !== 0) throw new Error('apt-get update failed');
  if ((await run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], env)) !== 0) {
    throw new Error('apt-get install chromium failed');
  }
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(`chromium installed, but ${CHROMIUM_PATH} is still missing`);
}
