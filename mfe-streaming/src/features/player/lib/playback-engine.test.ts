import Hls, { type LoaderResponse, type RetryConfig } from 'hls.js';
import { describe, expect, it, vi } from 'vitest';
import { engineConfig, sessionConfig, startEngine } from './playback-engine.ts';

const MEDIA = 'http://localhost:4000/media/vod/e1';

function setUp() {
  let token = 'token-1';
  const session = {
    token: vi.fn(async () => token),
    renew: vi.fn(async () => {
      token = 'token-2';
      return token;
    }),
  };
  return { session, config: sessionConfig(Hls, session) };
}

const shouldRetryOf = (policy: { default: { errorRetry?: RetryConfig | null } } | undefined) => {
  const errorRetry = policy?.default.errorRetry;
  if (!errorRetry?.shouldRetry) throw new Error('no shouldRetry');
  return (count: number, response: Partial<LoaderResponse> | undefined, retry: boolean) =>
    errorRetry.shouldRetry?.(errorRetry, count, false, response as LoaderResponse, retry);
};

describe('the engine settings (spec 001 §9)', () => {
  it('keeps an 8 s back buffer', () => {
    const config = engineConfig(Hls, { licenceUrl: null }, { resumeAt: null });
    expect(config.backBufferLength).toBe(8);
    expect(config).not.toHaveProperty('startPosition');
    expect(config).not.toHaveProperty('emeEnabled');
  });

  it('shows no subtitles on its own: auto subtitles are disabled', () => {
    const hls = new Hls();
    // hls.js shows a default subtitle track unless told otherwise.
    expect(hls.subtitleDisplay).toBe(true);
    expect(startEngine(hls).subtitleDisplay).toBe(false);
    hls.destroy();
  });

  it('starts a resumed video where it was left, and plays live DRM video with its ClearKey licence', () => {
    const config = engineConfig(Hls, { licenceUrl: 'http://localhost:4000/media/licence' }, { resumeAt: 95 });
    expect(config.startPosition).toBe(95);
    expect(config.emeEnabled).toBe(true);
    expect(config.drmSystems).toEqual({
      'org.w3.clearkey': { licenseUrl: 'http://localhost:4000/media/licence' },
    });
  });
});

describe('the engine with a playback session', () => {
  it('opens every media request with the newest token', async () => {
    const { config, session } = setUp();
    const opened: string[] = [];
    const xhr = { open: (_method: string, url: string) => opened.push(url) } as unknown as XMLHttpRequest;
    await config.xhrSetup?.(xhr, `${MEDIA}/7.m4s?token=from-the-playlist`, {} as never);
    await session.renew();
    await config.xhrSetup?.(xhr, `${MEDIA}/8.m4s?token=from-the-playlist`, {} as never);
    expect(opened).toEqual([`${MEDIA}/7.m4s?token=token-1`, `${MEDIA}/8.m4s?token=token-2`]);
  });

  it('tries a request refused with 403 again after renewing; other refusals as hls.js would', () => {
    const { config, session } = setUp();
    for (const policy of [config.fragLoadPolicy, config.playlistLoadPolicy, config.manifestLoadPolicy]) {
      const shouldRetry = shouldRetryOf(policy);
      session.renew.mockClear();
      expect(shouldRetry(0, { code: 403 }, false)).toBe(true);
      expect(session.renew).toHaveBeenCalledTimes(1);
      // Not forever: hls.js's own limit of attempts holds.
      const max = policy?.default.errorRetry?.maxNumRetry ?? 0;
      expect(shouldRetry(max, { code: 403 }, false)).toBe(false);
      // A missing segment is not a token matter; what hls.js retries anyway stays retried.
      expect(shouldRetry(0, { code: 404 }, false)).toBe(false);
      expect(shouldRetry(0, { code: 500 }, true)).toBe(true);
      expect(session.renew).toHaveBeenCalledTimes(1);
    }
  });
});
