// @vitest-environment jsdom
import {
  $user,
  grantAllConsent,
  grantEssentialOnly,
  resetStoresForTests,
  setConsent,
  setLoggedInUser,
} from '@club/shared/stores';
import { mockServices, serviceAddress } from '@club/shared/testing';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type AdvertSubject,
  advertEvent,
  forgetDataLayer,
  reportAdvertEvent,
  sendAnalyticsEvent,
} from './index.ts';

const collected: Record<'/events' | '/adverts', unknown[]> = { '/events': [], '/adverts': [] };
const services = mockServices(
  ...(['/events', '/adverts'] as const).map((path) =>
    http.post(serviceAddress('collect', path), async ({ request }) => {
      collected[path].push(...((await request.json()) as unknown[]));
      return HttpResponse.json({ accepted: 1 });
    }),
  ),
);

const kit: AdvertSubject = {
  advertID: 'a1',
  advertName: 'Kit',
  advertRef: 'ADV-1',
  campaignRef: 'CMP-1',
  url: 'https://kit.example/',
};
const pageView = { event: 'pageView', timestamp: '2026-11-22T10:00:00.000Z', path: '/news' };

beforeEach(() => {
  collected['/events'].length = 0;
  collected['/adverts'].length = 0;
  resetStoresForTests();
});
afterEach(forgetDataLayer);

describe('advertEvent', () => {
  it("carries exactly spec 000 §7's payload: the advert, session, user, time, target and tracking choice", () => {
    setLoggedInUser({ userDisplayName: 'Sam', ssoID: 'sso-1', email: 'sam@club.test' });
    setConsent({ analytics: true });
    expect(advertEvent('advertLoaded', kit, new Date('2026-11-22T10:00:00.000Z'))).toEqual({
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
    expect(advertEvent('advertClick', kit)).toMatchObject({ ssoID: null, userAllowTracking: false });
  });
});

describe('reportAdvertEvent', () => {
  it('sends each event to the collector and its adLoad or adClick to the data layer, with analytics consent', async () => {
    grantAllConsent();
    await reportAdvertEvent('advertImpression', kit);
    await reportAdvertEvent('advertClick', kit);
    await reportAdvertEvent('advertLoaded', kit);
    await reportAdvertEvent('advertClicked', kit);
    expect(collected['/adverts']).toEqual(
      (['advertImpression', 'advertClick', 'advertLoaded', 'advertClicked'] as const).map((event) =>
        expect.objectContaining({ event, advertID: 'a1', advertRef: 'ADV-1', userAllowTracking: true }),
      ),
    );
    expect(window.dataLayer).toEqual(
      ['adLoad', 'adClick', 'adLoad', 'adClick'].map((event) => ({ event, advertName: 'Kit' })),
    );
  });

  it('sends nothing anywhere without analytics consent', async () => {
    setConsent({ marketing: true, personalisation: true });
    await reportAdvertEvent('advertImpression', kit);
    await reportAdvertEvent('advertClicked', kit);
    expect(collected['/adverts']).toEqual([]);
    expect(window.dataLayer).toBeUndefined();
  });

  it('stops the moment consent is taken back (Only Essential after Accept All)', async () => {
    grantAllConsent();
    await reportAdvertEvent('advertImpression', kit);
    grantEssentialOnly();
    await reportAdvertEvent('advertClick', kit);
    expect(collected['/adverts']).toEqual([expect.objectContaining({ event: 'advertImpression' })]);
    expect(window.dataLayer).toEqual([{ event: 'adLoad', advertName: 'Kit' }]);
  });

  it('logs an event the collector refuses and never throws to the page', async () => {
    grantAllConsent();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    services.use(
      http.post(serviceAddress('collect', '/adverts'), () => HttpResponse.json({}, { status: 503 })),
    );
    await expect(reportAdvertEvent('advertClick', kit)).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith('[analytics] event not delivered', expect.anything());
  });
});

describe('sendAnalyticsEvent', () => {
  it('sends the event to the collector and its tag to the data layer, with analytics consent', async () => {
    grantAllConsent();
    await sendAnalyticsEvent(pageView, { event: 'pageView', path: '/news' });
    expect(collected['/events']).toEqual([pageView]);
    expect(window.dataLayer).toEqual([{ event: 'pageView', path: '/news' }]);
  });

  it('sends nothing without analytics consent, and nothing once it is taken back', async () => {
    await sendAnalyticsEvent(pageView);
    grantAllConsent();
    grantEssentialOnly();
    await sendAnalyticsEvent(pageView, { event: 'pageView' });
    expect(collected['/events']).toEqual([]);
    expect(window.dataLayer).toBeUndefined();
  });
});
