// Overlay promos inside and outside their windows (spec 000 §4: only running promos are shown,
// the first one not yet seen), in both sizes, one opening in a new window, and one for the app
// only. Fixed instants years apart keep each promo's state the same whatever the day.
import { PROMO_CHANNEL_WEB } from '@club/shared/contracts';
import { documentDataset } from '../seed/datasets.ts';
import { PROMOS_COLLECTION, type PromoRecord } from './promo-records.ts';

const RUNNING = { startDateTime: '2026-01-01T00:00:00.000Z', endDateTime: '2099-12-31T23:59:59.000Z' };
const ENDED = { startDateTime: '2026-03-01T00:00:00.000Z', endDateTime: '2026-06-30T23:59:59.000Z' };
const NOT_STARTED = { startDateTime: '2099-01-01T00:00:00.000Z', endDateTime: '2099-12-31T23:59:59.000Z' };

const web: PromoRecord['channels'] = [PROMO_CHANNEL_WEB];

export function buildPromoRecords(): PromoRecord[] {
  return [
    {
      channels: web,
      promo: {
        promoID: 'promo-season-tickets',
        ...RUNNING,
        type: 'default',
        url: '/tickets',
        webNewWindow: false,
        imageKey: 'promos/season-tickets-on-sale-now.jpg',
        imageAltText: 'Season tickets for 2026/27 are on sale now',
      },
    },
    {
      channels: web,
      promo: {
        promoID: 'promo-home-kit',
        ...RUNNING,
        type: 'mini',
        url: 'https://store.northbridgefc.example/home-kit',
        webNewWindow: true,
        imageKey: 'promos/new-home-kit-out-now.jpg',
        imageAltText: 'The new home kit is out now at the club store',
      },
    },
    {
      channels: web,
      promo: {
        promoID: 'promo-summer-camps',
        ...ENDED,
        type: 'default',
        url: 'https://foundation.northbridgefc.example/camps',
        webNewWindow: true,
        imageKey: 'promos/summer-soccer-camps.jpg',
        imageAltText: 'Book a place on our summer soccer camps',
      },
    },
    {
      channels: web,
      promo: {
        promoID: 'promo-centenary',
        ...NOT_STARTED,
        type: 'default',
        url: '/the-club/history',
        webNewWindow: false,
        imageKey: 'promos/centenary-celebrations.jpg',
        imageAltText: 'Join the centenary celebrations',
      },
    },
    {
      channels: ['App'],
      promo: {
        promoID: 'promo-app-notifications',
        ...RUNNING,
        type: 'mini',
        url: 'https://apps.northbridgefc.example/notifications',
        webNewWindow: false,
        imageKey: 'promos/turn-on-match-alerts.jpg',
        imageAltText: 'Turn on match alerts in the app',
      },
    },
  ];
}

export const promosDataset = documentDataset(PROMOS_COLLECTION, () =>
  buildPromoRecords().map((record) => ({ id: record.promo.promoID, body: record })),
);
