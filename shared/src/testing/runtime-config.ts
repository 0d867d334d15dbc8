import { parseRuntimeConfig, REMOTE_KEYS, type RuntimeConfig, type ServiceKey } from '@club/shared/config';
import clubConfig from '../../../config/runtime/club.json';

/**
 * The club site's runtime config as the shell loads it (the local back end's base URLs, the club
 * variant's flags), with a manifest URL per remote as the release tooling adds them; validated the
 * way the shell validates it.
 */
export function testRuntimeConfig(flags: Partial<RuntimeConfig['flags']> = {}): RuntimeConfig {
  const remotes = Object.fromEntries(
    REMOTE_KEYS.map((remote, index) => [remote, `http://localhost:${3001 + index}/mf-manifest.json`]),
  );
  return parseRuntimeConfig(
    {
      ...clubConfig,
      remotes,
      flags: { ...clubConfig.flags, ...flags },
      settings: { ...clubConfig.settings, currentSeason: TEST_CURRENT_SEASON },
    },
    'test runtime config',
  );
}

/**
 * The current season of the test config. The site's server fills `settings.currentSeason` from the
 * services' clock as it serves the config; tests name one, so that they pass whatever today is.
 */
const TEST_CURRENT_SEASON = 2026;

/** The address of a service call under the test config, for msw handlers. */
export function serviceAddress(service: ServiceKey, path: string): string {
  return `${testRuntimeConfig().services[service]}${path}`;
}
