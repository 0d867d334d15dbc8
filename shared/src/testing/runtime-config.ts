import { REMOTE_KEYS, type RuntimeConfig, SERVICE_KEYS } from '@club/shared/config';

/** A valid runtime config for tests: every service under one local host, as the local back end serves them. */
export function testRuntimeConfig(overrides: Partial<RuntimeConfig['flags']> = {}): RuntimeConfig {
  return {
    services: Object.fromEntries(
      SERVICE_KEYS.map((key) => [key, `http://services.test/${key}`]),
    ) as RuntimeConfig['services'],
    remotes: Object.fromEntries(
      REMOTE_KEYS.map((key) => [key, `http://${key}.test/v1/mf-manifest.json`]),
    ) as RuntimeConfig['remotes'],
    flags: {
      siteVariant: 'club',
      preseason: true,
      advertisingDisabled: false,
      siteLock: false,
      ...overrides,
    },
  };
}
