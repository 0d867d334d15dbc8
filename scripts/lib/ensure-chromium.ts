/**
 * The e2e suites drive Debian's Chromium (Playwright cannot download its own browser here). On a
 * clean CI machine it is missing, so install its packages with apt, as root, before the browser tests.
 */
import { existsSync } from 'node:fs';
import { CHROMIUM_PACKAGES } from './chromium.ts';
import { run } from './run.ts';

export async function ensureChromium(): Promise<void> {
  const missing = CHROMIUM_PACKAGES.filter((pkg) => !existsSync(pkg.path));
  if (missing.length === 0) return;
  const names = missing.map((pkg) => pkg.name);
  const where = missing.map((pkg) => pkg.path).join(' and ');
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Chromium is missing at ${where}: install Debian's packages (apt-get install ${names.join(' ')}).`,
    );
  }
  console.log(`Chromium is missing at ${where}: installing Debian's ${names.join(' and ')} ...`);
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  if ((await run('apt-get', ['update', '-qq'], env)) !== 0) throw new Error('apt-get update failed');
  if ((await run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...names], env)) !== 0) {
    throw new Error(`apt-get install ${names.join(' ')} failed`);
  }
  const stillMissing = missing.filter((pkg) => !existsSync(pkg.path));
  if (stillMissing.length > 0) {
    throw new Error(`installed, but ${stillMissing.map((pkg) => pkg.path).join(' and ')} still missing`);
  }
}
