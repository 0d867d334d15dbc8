import { mockServices, serviceAddress } from '@club/shared/testing';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  pushToDataLayer,
  resetTracking,
  sendAdvertEvent,
  sendAnalyticsEvent,
  startTracking,
} from './analytics.ts';

const received: unknown[] = [];
mockServices(
  http.post(serviceAddress('collect', '/events'), async ({ request }) => {
    received.push(await request.json());
    return HttpResponse.json({ accepted: 1 });
  }),
  http.post(serviceAddress('collect', '/adverts'), async ({ request }) => {
    received.push(await request.json());
    return HttpResponse.json({ accepted: 1 });
  }),
);

beforeEach(() => {
  received.length = 0;
});
afterEach(resetTracking);

const pageView = { event: 'pageView', timestamp: '2026-11-22T10:00:00.000Z', path: '/news' };

describe('analytics', () => {
  it('sends nothing before tracking has started', async () => {
    await sendAnalyticsEvent(pageView);
    expect(received).toEqual([]);
  });

  it('sends events to the collect service once tracking has started', async () => {
    startTracking();
    await sendAnalyticsEvent(pageView);
    await sendAdvertEvent({
      event: 'advertClicked',
      advertID: 'ad-1',
      advertName: 'Kit',
      sessionID: 5,
      ssoID: null,
      timestamp: '2026-11-22T10:00:00.000Z',
      url: 'https://sponsor.example/',
      userAllowTracking: true,
    });
    expect(received).toEqual([[pageView], [expect.objectContaining({ event: 'advertClicked' })]]);
  });

  it('pushes to the tag manager data layer, creating it when missing', () => {
    pushToDataLayer({ event: 'adLoad', advertName: 'Kit' });
    expect(window.dataLayer).toEqual([{ event: 'adLoad', advertName: 'Kit' }]);
  });
});
