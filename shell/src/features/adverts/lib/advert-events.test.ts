import { $user, resetStoresForTests, setConsent, setLoggedInUser } from '@club/shared/stores';
import { mockServices, serviceAddress } from '@club/shared/testing';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetTracking, startTracking } from '../../../lib/analytics/analytics.ts';
import { footerAdvertFixture, slotAdvertFixture } from '../test-fixtures.ts';
import {
  advertEvent,
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
afterEach(resetTracking);

/** Lets the collect request finish. */
const delivered = () => vi.waitFor(() => expect(sent.length).toBeGreaterThan(0));

describe('advertEvent', () => {
  it("carries exactly spec 000 §7's payload: the advert, session, user, time, target and tracking choice", () => {
    setLoggedInUser({ userDisplayName: 'Sam', ssoID: 'sso-1', email: 'sam@club.test' });
    setConsent({ analytics: true });
    const event = advertEvent(
      'advertLoaded',
      {
        advertID: 'a1',
        advertName: 'Kit',
        advertRef: 'ADV-1',
        campaignRef: 'CMP-1',
        url: 'https://kit.example/',
      },
      new Date('2026-11-22T10:00:00.000Z'),
    );
    expect(event).toEqual({
      event: 'advertLoaded',
      advertID: 'a1',
      advertName: 'Kit',
      advertRef: 'ADV-1',
      campaignRef: 'CMP-1',
      sessionID: $user.get().sessionID,
      ssoID: 'sso-1',
      timestamp: '2026-11-22T10:00:00.000Z',
      url: 'https://kit.example/',
      userAllowTracking: true,
    });
  });

  it('says userAllowTracking false and ssoID null for an anonymous visitor without consent', () => {
    const event = advertEvent('advertClick', listSubject(listed, undefined));
    expect(event).toMatchObject({
      ssoID: null,
      userAllowTracking: false,
      advertRef: null,
      campaignRef: null,
    });
    expect(event.url).toBe(listed.targetUrl);
  });
});

describe('slot advert events', () => {
  it('sends advertLoaded and advertClicked, and adLoad/adClick to the data layer, with analytics consent', async () => {
    setConsent({ analytics: true });
    startTracking();
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

  it('sends nothing anywhere without analytics consent, even with tracking started', async () => {
    startTracking();
    reportSlotAdvertLoaded(advert);
    reportSlotAdvertClicked(advert);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual([]);
    expect(window.dataLayer).toBeUndefined();
  });
});

describe('footer list advert events', () => {
  it("sends advertImpression and advertClick with the footer slot's references once tracking has started", async () => {
    setConsent({ analytics: true });
    startTracking();
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

  it('sends nothing before tracking starts and pushes nothing to the data layer without consent', async () => {
    reportListAdvertImpression(listSubject(listed, undefined));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual([]);
    expect(window.dataLayer).toBeUndefined();
  });

  it('delivers to the collect service as JSON', async () => {
    startTracking();
    reportListAdvertImpression(listSubject(listed, undefined));
    await delivered();
    expect(sent[0]).toMatchObject({ event: 'advertImpression', advertID: 'kit', userAllowTracking: false });
  });
});
