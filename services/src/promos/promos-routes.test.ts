import {
  apiErrorBody,
  isPromoRunning,
  PROMO_TYPES,
  type PromoOverlaysResponse,
  promoOverlaysResponse,
  validate,
} from '@club/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchJson, type RunningServer, startTestServer } from '../../test/helpers.ts';

const NOW = new Date('2026-11-01T12:00:00Z');
let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer({ now: () => NOW });
});
afterAll(() => server?.close());

async function promos(channel: string) {
  const response = await fetchJson<PromoOverlaysResponse>(
    `${server.url}/promos/promo-overlays/?channel=${channel}`,
  );
  expect(response.status).toBe(200);
  expect(validate(promoOverlaysResponse, response.body).ok).toBe(true);
  return response.body.body;
}

describe('GET /promos/promo-overlays/?channel=Web', () => {
  it('answers every web promo in body, running, ended and not yet started', async () => {
    const body = await promos('Web');
    expect(body.map((promo) => promo.promoID)).toEqual([
      'promo-season-tickets',
      'promo-home-kit',
      'promo-summer-camps',
      'promo-centenary',
    ]);
    const running = body.filter((promo) => isPromoRunning(promo, NOW)).map((promo) => promo.promoID);
    expect(running).toEqual(['promo-season-tickets', 'promo-home-kit']);
    const ended = body.find((promo) => promo.promoID === 'promo-summer-camps');
    expect(Date.parse(ended?.endDateTime ?? '')).toBeLessThan(NOW.getTime());
    const upcoming = body.find((promo) => promo.promoID === 'promo-centenary');
    expect(Date.parse(upcoming?.startDateTime ?? '')).toBeGreaterThan(NOW.getTime());
  });

  it('has both sizes, one promo opening in a new window, alt text and an image for each', async () => {
    const body = await promos('Web');
    expect(new Set(body.map((promo) => promo.type))).toEqual(new Set(PROMO_TYPES));
    const running = body.filter((promo) => isPromoRunning(promo, NOW));
    expect(running.filter((promo) => promo.webNewWindow)).toHaveLength(1);
    for (const promo of body) {
      expect(promo.imageAltText).not.toBe('');
      expect(promo.imageKey).toMatch(/^promos\/.+\.jpg$/);
      const image = await fetch(`${server.url}/images/1400x1400/fit-in/${promo.imageKey}`, {
        headers: { accept: 'image/webp' },
      });
      expect(image.status).toBe(200);
    }
  });

  it('answers the app channel its own promos', async () => {
    expect((await promos('App')).map((promo) => promo.promoID)).toEqual(['promo-app-notifications']);
  });

  it.each(['', 'channel=', 'channel=web', 'channel=TV'])('answers 400 for the query "%s"', async (query) => {
    const response = await fetchJson<{ errors: Array<{ code: string; detail: string }> }>(
      `${server.url}/promos/promo-overlays/?${query}`,
    );
    expect(response.status).toBe(400);
    expect(validate(apiErrorBody, response.body).ok).toBe(true);
    expect(response.body.errors[0]?.detail).toContain('channel:');
  });
});

describe('isPromoRunning', () => {
  it('includes the start instant and excludes the end instant', () => {
    const promo = {
      promoID: 'p',
      startDateTime: '2026-01-01T00:00:00.000Z',
      endDateTime: '2026-02-01T00:00:00.000Z',
      type: 'default',
      url: '/',
      webNewWindow: false,
      imageKey: 'promos/p.jpg',
      imageAltText: 'p',
    };
    expect(isPromoRunning(promo, new Date('2025-12-31T23:59:59.999Z'))).toBe(false);
    expect(isPromoRunning(promo, new Date('2026-01-01T00:00:00.000Z'))).toBe(true);
    expect(isPromoRunning(promo, new Date('2026-01-31T23:59:59.999Z'))).toBe(true);
    expect(isPromoRunning(promo, new Date('2026-02-01T00:00:00.000Z'))).toBe(false);
  });
});
