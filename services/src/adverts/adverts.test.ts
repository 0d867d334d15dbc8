import {
  ADVERT_AREA_FOOTER,
  type AdvertSlotAdvertResponse,
  type AdvertSlotAdvertsResponse,
  advertSlotAdvertResponse,
  advertSlotAdvertsResponse,
  apiErrorBody,
  type ExperimentsDataResponse,
  experimentsDataResponse,
  FOOTER_SLOTS,
  type FooterAdvertsResponse,
  footerAdvertsResponse,
  isSlotAdvertEligible,
  type SlotAdvert,
  validate,
} from '@club/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchJson, type RunningServer, startTestServer } from '../../test/helpers.ts';
import { ADVERT_WINDOWS, buildSlotAdverts } from './adverts-seed.ts';

const SEED_NOW = new Date('2026-11-01T12:00:00Z');
let now = SEED_NOW;
let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer({ now: () => now });
});
afterAll(() => server?.close());

const ids = (adverts: ReadonlyArray<{ advertID: string }>) => adverts.map((advert) => advert.advertID);

async function footerList(query = `area=${ADVERT_AREA_FOOTER}`) {
  const response = await fetchJson<FooterAdvertsResponse>(`${server.url}/web/v1/adverts/?${query}`);
  expect(response.status).toBe(200);
  expect(validate(footerAdvertsResponse, response.body).ok).toBe(true);
  return response.body.adverts;
}

async function allAdverts(slotID: string): Promise<SlotAdvert[]> {
  const response = await fetchJson<AdvertSlotAdvertsResponse>(
    `${server.url}/advertising/slots/${slotID}?includeAllAdverts=true`,
  );
  expect(response.status).toBe(200);
  expect(validate(advertSlotAdvertsResponse, response.body).ok).toBe(true);
  expect(response.body.data.attributes.slotID).toBe(slotID);
  return response.body.data.attributes.adverts;
}

async function expectBadRequest(url: string, field: string) {
  const response = await fetchJson<{ errors: Array<{ code: string; detail: string }> }>(url);
  expect(response.status).toBe(400);
  expect(validate(apiErrorBody, response.body).ok).toBe(true);
  expect(response.body.errors[0]?.code).toBe('invalid_request');
  expect(response.body.errors[0]?.detail).toContain(`${field}:`);
}

describe('GET /web/v1/adverts/?area=footer', () => {
  it('lists the footer adverts running on the web now, child friendly or not, with absolute image URLs', async () => {
    now = SEED_NOW;
    const adverts = await footerList();
    expect(ids(adverts)).toEqual([
      'adv-season-tickets',
      'adv-club-store',
      'adv-harbour-bank',
      'adv-goalline-bet',
    ]);
    expect(adverts.find((advert) => advert.advertID === 'adv-goalline-bet')?.childFriendly).toBe(false);
    const first = adverts[0];
    expect(first).toMatchObject({
      advertName: 'Season Tickets 2026/27',
      targetUrl: 'https://tickets.northbridgefc.example/season-tickets',
      childFriendly: true,
      imageData: { Location: `${server.url}/images/adverts/season-tickets-mobile.jpg` },
    });
    const image = await fetch(first?.imageData.Location ?? '');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
  });

  it('follows the clock: an ended advert showed before its end, one not started shows from its start', async () => {
    now = new Date(Date.parse(ADVERT_WINDOWS.ended.endUTC) - 1);
    expect(ids(await footerList())).toContain('adv-summer-camps');
    now = new Date(ADVERT_WINDOWS.ended.endUTC);
    expect(ids(await footerList())).not.toContain('adv-summer-camps');

    now = new Date(Date.parse(ADVERT_WINDOWS.notStarted.startUTC) - 1);
    expect(ids(await footerList())).not.toContain('adv-centenary-tour');
    now = new Date(ADVERT_WINDOWS.notStarted.startUTC);
    expect(ids(await footerList())).toContain('adv-centenary-tour');

    now = new Date('2100-01-01T00:00:00Z');
    expect(await footerList()).toEqual([]);
    now = SEED_NOW;
  });

  it.each(['', 'area=', 'area=header', 'area=FOOTER'])('answers 400 for the query "%s"', async (query) => {
    await expectBadRequest(`${server.url}/web/v1/adverts/?${query}`, 'area');
  });
});

describe('GET /advertising/slots/{slotID}', () => {
  it('answers every advert of footer_slot with includeAllAdverts=true, eligible and not, in full', async () => {
    now = SEED_NOW;
    const adverts = await allAdverts('footer_slot');
    expect(ids(adverts)).toEqual(ids(buildSlotAdverts()));
    for (const advert of adverts) {
      expect(advert.id).toMatch(/^slot-advert-\d{4}$/);
      expect(advert.advertRef).toMatch(/^ADV-\d{4}$/);
      expect(advert.campaignRef).toMatch(/^CMP-/);
      expect(advert.images.desktop?.imageKey).toMatch(/^adverts\/.+-desktop\.jpg$/);
    }
  });

  it('holds every case of the eligibility rules, so the site has each to act on', async () => {
    now = SEED_NOW;
    const adverts = await allAdverts('footer_slot');
    const eligible = (childMode: boolean) =>
      ids(adverts.filter((advert) => isSlotAdvertEligible(advert, now, childMode)));
    expect(eligible(true)).toEqual(['adv-season-tickets', 'adv-club-store', 'adv-harbour-bank']);
    expect(eligible(false)).toEqual([...eligible(true), 'adv-goalline-bet']);

    const byID = new Map(adverts.map((advert) => [advert.advertID, advert]));
    expect(byID.get('adv-summer-camps')?.timings.endUTC).toBe('2026-06-30T23:59:59.000Z');
    expect(byID.get('adv-centenary-tour')?.timings.startUTC).toBe('2099-01-01T00:00:00.000Z');
    expect(byID.get('adv-membership')?.enabled).toBe(false);
    expect(byID.get('adv-app-download')?.channel).toBe('app');
    expect(byID.get('adv-stadium-tours')?.url).toBe('');
    expect(byID.get('adv-hospitality')?.images.mobile).toBeUndefined();
    expect(new Set(adverts.map((advert) => advert.channel))).toEqual(new Set(['', 'web', 'app']));
  });

  it('gives each square footer slot at least one advert that shows in child-friendly mode', async () => {
    now = SEED_NOW;
    for (const slotID of FOOTER_SLOTS) {
      const adverts = await allAdverts(slotID);
      expect(adverts.filter((advert) => isSlotAdvertEligible(advert, now, true)).length).toBeGreaterThan(0);
    }
  });

  it("answers the slot's current advert without includeAllAdverts, or null when none runs", async () => {
    const current = async (slotID: string, query = '') => {
      const response = await fetchJson<AdvertSlotAdvertResponse>(
        `${server.url}/advertising/slots/${slotID}${query}`,
      );
      expect(response.status).toBe(200);
      expect(validate(advertSlotAdvertResponse, response.body).ok).toBe(true);
      return response.body.data.attributes.advert;
    };
    now = SEED_NOW;
    expect((await current('footer_slot'))?.advertID).toBe('adv-season-tickets');
    // footerSlot3 lists the app-only advert first; the web's current advert is the next eligible one.
    expect((await current('footerSlot3'))?.advertID).toBe('adv-harbour-bank');
    expect((await current('footerSlot2', '?includeAllAdverts=false'))?.advertID).toBe('adv-club-store');
    now = new Date('2100-01-01T00:00:00Z');
    expect(await current('footerSlot1')).toBeNull();
    now = SEED_NOW;
  });

  it('answers 404 for an unknown slot and 400 for a malformed includeAllAdverts', async () => {
    const missing = await fetchJson<{ errors: Array<{ code: string }> }>(
      `${server.url}/advertising/slots/headerSlot`,
    );
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0]?.code).toBe('not_found');
    await expectBadRequest(
      `${server.url}/advertising/slots/footer_slot?includeAllAdverts=yes`,
      'includeAllAdverts',
    );
  });

  it('draws an image for every advert image key', async () => {
    const keys = buildSlotAdverts().flatMap((advert) =>
      [advert.images.mobile?.imageKey, advert.images.desktop?.imageKey].filter(Boolean),
    );
    for (const key of keys) {
      expect((await fetch(`${server.url}/images/500x500/fit-in/${key}`)).status).toBe(200);
    }
  });
});

describe('GET /experiments/data', () => {
  it('holds the adverts of the three footer slots in body, footerSlot1 with at least one', async () => {
    now = SEED_NOW;
    const response = await fetchJson<ExperimentsDataResponse>(`${server.url}/experiments/data`);
    expect(response.status).toBe(200);
    expect(validate(experimentsDataResponse, response.body).ok).toBe(true);
    const { adverts } = response.body.body;
    expect(adverts.footerSlot1.length).toBeGreaterThan(0);
    for (const slotID of FOOTER_SLOTS) expect(ids(adverts[slotID])).toEqual(ids(await allAdverts(slotID)));
  });

  it('holds carousel and widget adverts with 750x750 mobile and desktop images, one of each not child friendly', async () => {
    const response = await fetchJson<ExperimentsDataResponse>(`${server.url}/experiments/data`);
    const { carousel, widget } = response.body.body.adverts;
    expect(carousel.length).toBeGreaterThanOrEqual(3);
    expect(widget.length).toBeGreaterThanOrEqual(1);
    for (const advert of [...carousel, ...widget]) {
      expect(advert.advertTitle).not.toBe('');
      expect(advert.advertData.images.mobile).toMatchObject({ imageSize: '750x750' });
      expect(advert.advertData.images.desktop?.key).toMatch(/^adverts\//);
    }
    expect(carousel.filter((advert) => !advert.childFriendly)).toHaveLength(1);
    expect(widget.filter((advert) => !advert.childFriendly)).toHaveLength(1);
    expect(carousel.some((advert) => advert.advertData.url === undefined)).toBe(true);
  });
});
