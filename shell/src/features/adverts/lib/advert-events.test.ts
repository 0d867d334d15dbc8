// @vitest-environment jsdom
import { forgetDataLayer } from '@club/shared/analytics';
import { resetStoresForTests, setConsent } from '@club/shared/stores';
import { mockServices, serviceAddress } from '@club/shared/testing';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { footerAdvertFixture, slotAdvertFixture } from '../test-fixtures.ts';
import {
  listSubject,
  reportListAdvertClick,
  reportListAdvertImpression,
  reportSlotAdvertClicked,
  reportSlotAdvertLoaded,
} from './advert-events.ts';

const sent: unknown[] = [];
mockServices(
  http.post(serviceAddress('collect', '/adverts'), async ({ request }) => {
    sent.push(...((await request.json()) as unknown[]));
    return HttpResponse.json({ accepted: 1 });
  }),
);

const advert = slotAdvertFixture('kit') as ReturnType<typeof slotAdvertFixture> & { url: string };
const listed = footerAdvertFixture('kit');

beforeEach(() => {
  sent.length = 0;
  resetStoresForTests();
});
afterEach(forgetDataLayer);

/** Lets requests that were made arrive. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('slot advert events', () => {
  it('sends advertLoaded and advertClicked with the advert and campaign references, and adLoad/adClick', async () => {
    setConsent({ analytics: true });
    reportSlotAdvertLoaded(advert);
    reportSlotAdvertClicked(advert);
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent).toEqual([
      expect.objectContaining({
        event: 'advertLoaded',
        advertID: 'kit',
        advertRef: 'ADV-kit',
        url: advert.url,
      }),
      expect.objectContaining({ event: 'advertClicked', advertID: 'kit', campaignRef: 'CMP-kit' }),
    ]);
    expect(window.dataLayer).toEqual([
      { event: 'adLoad', advertName: advert.advertName },
      { event: 'adClick', advertName: advert.advertName },
    ]);
  });

  it('sends nothing anywhere without analytics consent', async () => {
    reportSlotAdvertLoaded(advert);
    reportSlotAdvertClicked(advert);
    await settle();
    expect(sent).toEqual([]);
    expect(window.dataLayer).toBeUndefined();
  });
});

describe('footer list advert events', () => {
  it("sends advertImpression and advertClick with the footer slot's references", async () => {
    setConsent({ analytics: true });
    const subject = listSubject(listed, slotAdvertFixture('kit'));
    reportListAdvertImpression(subject);
    reportListAdvertClick(subject);
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent).toEqual([
      expect.objectContaining({ event: 'advertImpression', advertRef: 'ADV-kit', url: listed.targetUrl }),
      expect.objectContaining({ event: 'advertClick', campaignRef: 'CMP-kit' }),
    ]);
    expect(window.dataLayer).toEqual([
      { event: 'adLoad', advertName: listed.advertName },
      { event: 'adClick', advertName: listed.advertName },
    ]);
  });

  it('has no references when the footer slot has no record of the advert', () => {
    expect(listSubject(listed, undefined)).toEqual({
      advertID: 'kit',
      advertName: listed.advertName,
      advertRef: null,
      campaignRef: null,
      url: listed.targetUrl,
    });
  });

  it('sends nothing anywhere without analytics consent', async () => {
    reportListAdvertImpression(listSubject(listed, undefined));
    reportListAdvertClick(listSubject(listed, undefined));
    await settle();
    expect(sent).toEqual([]);
    expect(window.dataLayer).toBeUndefined();
  });
});
