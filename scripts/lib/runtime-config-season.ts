/**
 * The current season in the runtime config as the site's server hands it out. The config files
 * leave `settings.currentSeason` out, and the server fills it from the services' clock on every
 * request, so the site names the season the services' seed and fixtures are in, test clock
 * included, and nobody moves a number each July. A file that sets the season (to preview one) is
 * served as set, and `seasonWarning` says so loudly at start while it disagrees with the clock.
 */
import type { RuntimeConfig } from '../../shared/src/config/runtime-config.ts';
import { seasonLabel } from '../../shared/src/contracts/index.ts';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

/**
 * The config text with `settings.currentSeason` set to `season` when the file leaves it out (as it
 * is without a season: a server with no services' clock).
 */
export function withCurrentSeason(text: string, season: number | undefined): string {
  if (season === undefined) return text;
  let config: unknown;
  try {
    config = JSON.parse(text);
  } catch {
    return text; // not JSON: the shell reports it as it is
  }
  if (!isObject(config) || !isObject(config.settings) || config.settings.currentSeason !== undefined) {
    return text;
  }
  return JSON.stringify({ ...config, settings: { ...config.settings, currentSeason: season } });
}

/** The config with `settings.currentSeason` set to `season` when it leaves it out. */
export const withConfigSeason = (config: RuntimeConfig, season: number): RuntimeConfig =>
  config.settings.currentSeason === undefined
    ? { ...config, settings: { ...config.settings, currentSeason: season } }
    : config;

/** A warning when the config pins a season other than the clock's, else null. */
export function seasonWarning(text: string, season: number, source: string): string | null {
  let pinned: unknown;
  try {
    const config: unknown = JSON.parse(text);
    pinned = isObject(config) && isObject(config.settings) ? config.settings.currentSeason : undefined;
  } catch {
    return null;
  }
  if (pinned === undefined || pinned === season) return null;
  const named = typeof pinned === 'number' ? seasonLabel(pinned) : JSON.stringify(pinned);
  return (
    `WARNING: ${source} pins settings.currentSeason to ${named}, but the services' clock is in ` +
    `${seasonLabel(season)}. The site will show ${named} as the current season. Remove ` +
    'settings.currentSeason from the file to follow the clock.'
  );
}
