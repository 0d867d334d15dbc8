import {
  STREAMER_ANCHORS,
  STREAMER_PLAYLIST_AMOUNT,
  type StreamerConfigResponse,
  streamerConfigResponse,
  validate,
} from '@club/shared/contracts';
import { CLUB_NAME, CLUB_TV_NAME } from '@club/shared/site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchJson, type RunningServer, startTestServer } from '../../test/helpers.ts';
import { putDocuments } from './documents.ts';
import { STREAMER_CONFIG_COLLECTION, STREAMER_CONFIG_ID } from './get-streamer-config.ts';
import {
  buildStreamerConfig,
  LEFTOVER_HERO_IMAGE_KEY,
  LEFTOVER_STREAM_CLUB_ID,
} from './seed/streamer-config-seed.ts';
import { MINIMUM_BROWSERS, MINIMUM_SYSTEMS } from './seed/streaming-faq-facts.ts';

let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const url = () => `${server.url}/web/v1/streamer-config`;

describe('GET /web/v1/streamer-config', () => {
  it('answers the streamer site config with the spec’s section headings', async () => {
    const response = await fetchJson<StreamerConfigResponse>(url());
    expect(response.status).toBe(200);
    const checked = validate(streamerConfigResponse, response.body);
    expect(checked.ok ? [] : checked.problems).toEqual([]);
    const { data } = response.body;
    expect(data.headings).toEqual({
      nextMatch: 'Upcoming Game',
      packages: 'Available Packages',
      voucher: 'Redeem a voucher code',
      fixtures: 'Upcoming Fixtures',
      troubleshooting: 'Having Trouble?',
    });
    expect(data.displayPackagesSection).toBe(true);
    expect(data.displayVoucherSection).toBe(true);
    expect(data.hero.title).toContain(CLUB_NAME);
    expect(data.hero.desktopImageKey).toMatch(/^hero\//);
  });

  it('links the header to the five anchors and holds a playlist of 10 from a feed', async () => {
    const { data } = (await fetchJson<StreamerConfigResponse>(url())).body;
    expect(data.headerLinks.map((link) => link.anchor)).toEqual([...STREAMER_ANCHORS]);
    expect(data.playlist).toMatchObject({ display: true, amount: STREAMER_PLAYLIST_AMOUNT, feed: '1' });
    expect(STREAMER_PLAYLIST_AMOUNT).toBe(10);
    expect(data.footerLinks.map((link) => link.url)).toContain('/the-club/cookies');
  });

  it('carries the streamer FAQ text: overseas viewing, blocked hours, cup matches and replay holdback', async () => {
    const { data } = (await fetchJson<StreamerConfigResponse>(url())).body;
    const text = data.faqItems.map((item) => `${item.heading} ${item.body}`).join('\n');
    expect(text).toContain('overseas');
    expect(text).toContain('14:45 to 17:15 on Saturdays');
    expect(text).toContain('cup matches');
    expect(text).toContain('12 noon UK time the next day');
  });

  it('answers which operating systems and browsers it needs at least (spec 001 §9), in the streamer FAQ', async () => {
    const { data } = (await fetchJson<StreamerConfigResponse>(url())).body;
    const item = data.faqItems.find((faq) => faq.heading === 'Which devices and browsers are supported?');
    for (const minimum of [...MINIMUM_SYSTEMS, ...MINIMUM_BROWSERS]) expect(item?.body).toContain(minimum);
  });

  it('still carries another club’s streaming branding, as the spec says, but names the club’s own brand', async () => {
    const { data } = (await fetchJson<StreamerConfigResponse>(url())).body;
    expect(data.streamClubID).toBe(LEFTOVER_STREAM_CLUB_ID);
    expect(data.hero.desktopImageKey).toBe(LEFTOVER_HERO_IMAGE_KEY);
    // What a supporter reads in the streamer header and footer is this club's brand.
    expect(data.brandName).toBe(CLUB_TV_NAME);
  });

  it('answers a clear 500 for a stored config of the wrong shape, and 404 when there is none', async () => {
    const broken = { ...buildStreamerConfig(), playlist: { display: 'yes' } };
    await putDocuments(server.db, STREAMER_CONFIG_COLLECTION, [{ id: STREAMER_CONFIG_ID, body: broken }]);
    const bad = await fetchJson<{ errors: Array<{ code: string }> }>(url());
    expect(bad.status).toBe(500);
    expect(bad.body.errors[0]?.code).toBe('internal_error');

    await putDocuments(server.db, STREAMER_CONFIG_COLLECTION, []);
    expect((await fetchJson(url())).status).toBe(404);

    await putDocuments(server.db, STREAMER_CONFIG_COLLECTION, [
      { id: STREAMER_CONFIG_ID, body: buildStreamerConfig() },
    ]);
    expect((await fetchJson(url())).status).toBe(200);
  });
});
