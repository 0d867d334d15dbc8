// @vitest-environment jsdom
import { grantAllConsent, resetStoresForTests } from '@club/shared/stores';
import { mockServices, serviceAddress } from '@club/shared/testing';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportAdvertClick, reportAdvertImpression } from './advert-events.ts';
import type { ShownCarouselAdvert } from './carousel-advert-rules.ts';

const COLLECT = serviceAddress('collect', '/adverts');
const server = mockServices();

const advert: ShownCarouselAdvert = {
  advertID: 'carousel-1',
  advertTitle: 'Season tickets',
  childFriendly: true,
  advertData: {
    url: 'https://tickets.example/',
    images: { mobile: { key: 'adverts/a-mobile.jpg', imageSize: '750x750' } },
  },
};

afterEach(() => {
  resetStoresForTests();
  delete window.dataLayer;
});

describe('carousel advert events', () => {
  it('send nothing before analytics consent', async () => {
    const posted = vi.fn();
    server.use(http.post(COLLECT, () => posted()));
    reportAdvertImpression(advert);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(posted).not.toHaveBeenCalled();
    expect(window.dataLayer).toBeUndefined();
  });

  it('send advertImpression and advertClick with the spec payload, and adLoad/adClick to the data layer', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(COLLECT, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ accepted: 1 });
      }),
    );
    grantAllConsent();
    reportAdvertImpression(advert);
    reportAdvertClick(advert);
    await vi.waitFor(() => expect(bodies).toHaveLength(2));
    const [impression] = bodies[0] as Array<Record<string, unknown>>;
    expect(impression).toMatchObject({
      event: 'advertImpression',
      advertID: 'carousel-1',
      advertName: 'Season tickets',
      url: 'https://tickets.example/',
      userAllowTracking: true,
    });
    expect((bodies[1] as Array<Record<string, unknown>>)[0]?.event).toBe('advertClick');
    expect(window.dataLayer).toEqual([
      { event: 'adLoad', advertName: 'Season tickets' },
      { event: 'adClick', advertName: 'Season tickets' },
    ]);
  });
});
