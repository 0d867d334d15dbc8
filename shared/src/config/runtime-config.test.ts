import { testRuntimeConfig } from '@club/shared/testing';
import { afterEach, describe, expect, it } from 'vitest';
import {
  $runtimeConfig,
  loadRuntimeConfig,
  parseRuntimeConfig,
  RuntimeConfigError,
} from './runtime-config.ts';

const respond =
  (body: string, status = 200) =>
  async () =>
    new Response(body, { status });

afterEach(() => $runtimeConfig.set(null));

describe('parseRuntimeConfig', () => {
  it('accepts a complete config', () => {
    const config = testRuntimeConfig();
    expect(parseRuntimeConfig(config)).toEqual(config);
  });

  it('names every problem of a broken config', () => {
    const broken = testRuntimeConfig() as unknown as {
      services: Record<string, unknown>;
      flags: Record<string, unknown>;
    };
    delete broken.services.webApi;
    broken.services.images = 'not a url';
    broken.flags.siteVariant = 'mystery';
    try {
      parseRuntimeConfig(broken);
      expect.unreachable('a broken config must be refused');
    } catch (error) {
      expect(error).toBeInstanceOf(RuntimeConfigError);
      const { problems, message } = error as RuntimeConfigError;
      expect(problems.some((p) => p.startsWith('services.webApi'))).toBe(true);
      expect(problems.some((p) => p.startsWith('services.images') && p.includes('absolute URL'))).toBe(true);
      expect(problems.some((p) => p.startsWith('flags.siteVariant'))).toBe(true);
      expect(message).toContain('is not valid');
    }
  });

  it('turns on every sharing option (spec 000 §3) that the config does not turn off, and refuses a toggle that is not a boolean', () => {
    const { settings, ...rest } = testRuntimeConfig();
    const { sharing: _, ...withoutSharing } = settings;
    expect(parseRuntimeConfig({ ...rest, settings: withoutSharing }).settings.sharing).toEqual({
      facebook: true,
      twitter: true,
      email: true,
      copyLink: true,
    });
    expect(
      parseRuntimeConfig({ ...rest, settings: { ...withoutSharing, sharing: { email: false } } }).settings
        .sharing,
    ).toEqual({ facebook: true, twitter: true, email: false, copyLink: true });
    expect(() =>
      parseRuntimeConfig({ ...rest, settings: { ...withoutSharing, sharing: { twitter: 'no' } } }),
    ).toThrow(/settings\.sharing\.twitter/);
  });
});

describe('settings.cookieDomain (spec 000 §9: consent cookies on the club domain)', () => {
  it('takes a domain name and refuses anything else with a readable problem', () => {
    const config = testRuntimeConfig();
    const withDomain = (cookieDomain: string) => ({
      ...config,
      settings: { ...config.settings, cookieDomain },
    });
    expect(parseRuntimeConfig(withDomain('northbridgefc.example')).settings.cookieDomain).toBe(
      'northbridgefc.example',
    );
    expect(parseRuntimeConfig(config).settings.cookieDomain).toBeUndefined();
    for (const bad of [
      'https://northbridgefc.example',
      '.northbridgefc.example',
      'localhost',
      'a b.example',
    ]) {
      expect(() => parseRuntimeConfig(withDomain(bad))).toThrow(/settings\.cookieDomain.*domain name/);
    }
  });
});

describe('loadRuntimeConfig', () => {
  it('stores the validated config for every app on the page', async () => {
    const config = testRuntimeConfig({ siteVariant: 'streamer' });
    await loadRuntimeConfig('/runtime-config.json', respond(JSON.stringify(config)));
    expect($runtimeConfig.get()?.flags.siteVariant).toBe('streamer');
  });

  it('explains a missing file', async () => {
    await expect(loadRuntimeConfig('/runtime-config.json', respond('nope', 404))).rejects.toThrow(
      /answered 404/,
    );
    expect($runtimeConfig.get()).toBeNull();
  });

  it('explains a file that is not JSON', async () => {
    await expect(loadRuntimeConfig('/runtime-config.json', respond('<html>'))).rejects.toThrow(
      /not valid JSON/,
    );
  });

  it('explains a network failure', async () => {
    const failing = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(loadRuntimeConfig('/runtime-config.json', failing)).rejects.toThrow(/could not be fetched/);
  });
});
