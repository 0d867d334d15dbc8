// Adverts for every case of the eligibility rules (spec 000 §5, and §4's link URL and mobile image
// key), so each branch of the site's checks has something to act on: running now, ended, not yet
// started, disabled, app-only, not child friendly, without a link and without a mobile image. The
// windows are fixed instants years apart, so an advert stays running (or ended) whatever the day.
import {
  ADVERT_AREA_FOOTER,
  CAROUSEL_ADVERT_IMAGE_SIZE,
  type CarouselAdvert,
  FOOTER_SLOT,
  type SlotAdvert,
} from '@club/shared/contracts';
import { documentDataset } from '../seed/datasets.ts';
import {
  ADVERT_SLOTS_COLLECTION,
  ADVERTS_COLLECTION,
  type AdvertRecord,
  type AdvertSlotRecord,
  CAROUSEL_ADVERTS_COLLECTION,
  type CarouselAdvertRecord,
} from './advert-records.ts';

/** Fixed windows: running from 2026 to the end of 2099, ended mid-2026, starting in 2099. */
export const ADVERT_WINDOWS = {
  running: { startUTC: '2026-01-01T00:00:00.000Z', endUTC: '2099-12-31T23:59:59.000Z' },
  ended: { startUTC: '2026-01-01T00:00:00.000Z', endUTC: '2026-06-30T23:59:59.000Z' },
  notStarted: { startUTC: '2099-01-01T00:00:00.000Z', endUTC: '2099-12-31T23:59:59.000Z' },
} as const;

interface AdvertDraft {
  advertID: string;
  name: string;
  campaign: string;
  url: string;
  window: keyof typeof ADVERT_WINDOWS;
  enabled?: boolean;
  channel?: '' | 'web' | 'app';
  childFriendly?: boolean;
  /** false leaves the advert without a mobile image. */
  mobileImage?: boolean;
  areas?: string[];
}

const footer = [ADVERT_AREA_FOOTER];

/** The seeded adverts; `case` in each comment is what the advert is there to exercise. */
const DRAFTS: AdvertDraft[] = [
  // Eligible everywhere: running, enabled, any channel, child friendly, with link and images.
  {
    advertID: 'adv-season-tickets',
    name: 'Season Tickets 2026/27',
    campaign: 'season-tickets',
    url: 'https://tickets.northbridgefc.example/season-tickets',
    window: 'running',
    channel: '',
    areas: footer,
  },
  {
    advertID: 'adv-club-store',
    name: 'Club Store: New Home Kit',
    campaign: 'home-kit',
    url: 'https://store.northbridgefc.example/home-kit',
    window: 'running',
    channel: 'web',
    areas: footer,
  },
  {
    advertID: 'adv-harbour-bank',
    name: 'Harbour Bank Junior Savers',
    campaign: 'partner-harbour-bank',
    url: 'https://www.harbourbank.example/junior-savers',
    window: 'running',
    channel: 'web',
    areas: footer,
  },
  // Eligible only when child-friendly mode is off.
  {
    advertID: 'adv-goalline-bet',
    name: 'Goalline Bet Matchday Odds',
    campaign: 'partner-goalline-bet',
    url: 'https://www.goallinebet.example/football',
    window: 'running',
    channel: 'web',
    childFriendly: false,
    areas: footer,
  },
  // Never eligible on the web, one reason each.
  {
    advertID: 'adv-summer-camps',
    name: 'Summer Soccer Camps',
    campaign: 'summer-camps',
    url: 'https://foundation.northbridgefc.example/camps',
    window: 'ended',
    areas: footer,
  },
  {
    advertID: 'adv-centenary-tour',
    name: 'Centenary Stadium Tour',
    campaign: 'centenary',
    url: 'https://tours.northbridgefc.example/centenary',
    window: 'notStarted',
    areas: footer,
  },
  {
    advertID: 'adv-membership',
    name: 'Club Membership',
    campaign: 'membership',
    url: 'https://tickets.northbridgefc.example/membership',
    window: 'running',
    enabled: false,
  },
  {
    advertID: 'adv-app-download',
    name: 'Download the Official App',
    campaign: 'app',
    url: 'https://apps.northbridgefc.example/download',
    window: 'running',
    channel: 'app',
  },
  {
    advertID: 'adv-stadium-tours',
    name: 'Stadium Tours',
    campaign: 'tours',
    url: '',
    window: 'running',
  },
  {
    advertID: 'adv-hospitality',
    name: 'Matchday Hospitality',
    campaign: 'hospitality',
    url: 'https://hospitality.northbridgefc.example/',
    window: 'running',
    mobileImage: false,
  },
];

const slug = (advertID: string) => advertID.replace(/^adv-/, '');

export function buildSlotAdverts(): SlotAdvert[] {
  return DRAFTS.map((draft, index) => {
    const number = String(index + 1).padStart(4, '0');
    const desktop = { imageKey: `adverts/${slug(draft.advertID)}-desktop.jpg` };
    const mobile = { imageKey: `adverts/${slug(draft.advertID)}-mobile.jpg` };
    return {
      advertID: draft.advertID,
      id: `slot-advert-${number}`,
      advertName: draft.name,
      advertRef: `ADV-${number}`,
      campaignRef: `CMP-${draft.campaign.toUpperCase()}`,
      enabled: draft.enabled ?? true,
      channel: draft.channel ?? '',
      childFriendly: draft.childFriendly ?? true,
      url: draft.url,
      timings: { ...ADVERT_WINDOWS[draft.window] },
      images: draft.mobileImage === false ? { desktop } : { mobile, desktop },
    };
  });
}

export function buildAdvertRecords(): AdvertRecord[] {
  const adverts = buildSlotAdverts();
  return adverts.map((advert, index) => ({ areas: DRAFTS[index]?.areas ?? [], advert }));
}

/**
 * The footer slot holds every advert (the site's list and random pick apply the rules). Each of
 * the three square slots mixes eligible and ineligible adverts and holds at least one that shows
 * in child-friendly mode, so the footer slots appear with the default settings.
 */
export function buildAdvertSlots(): AdvertSlotRecord[] {
  return [
    { slotID: FOOTER_SLOT, name: 'Footer slot', advertIDs: DRAFTS.map((draft) => draft.advertID) },
    {
      slotID: 'footerSlot1',
      name: 'Footer slot 1',
      advertIDs: ['adv-season-tickets', 'adv-goalline-bet', 'adv-summer-camps'],
    },
    { slotID: 'footerSlot2', name: 'Footer slot 2', advertIDs: ['adv-club-store', 'adv-membership'] },
    {
      slotID: 'footerSlot3',
      name: 'Footer slot 3',
      advertIDs: ['adv-app-download', 'adv-harbour-bank', 'adv-hospitality'],
    },
  ];
}

function carousel(
  advertID: string,
  advertTitle: string,
  url: string | undefined,
  childFriendly = true,
): CarouselAdvert {
  // Spec 000 §9: carousel advert images are 750x750.
  const image = (type: string) => ({
    key: `adverts/${slug(advertID)}-${type}.jpg`,
    imageSize: CAROUSEL_ADVERT_IMAGE_SIZE,
  });
  return {
    advertID,
    advertTitle,
    childFriendly,
    advertData: {
      ...(url === undefined ? {} : { url }),
      images: { mobile: image('mobile'), desktop: image('desktop') },
    },
  };
}

/** Adverts in the news and page carousels and the advert widget placed last on pages (spec 000 §9). */
export function buildCarouselAdverts(): CarouselAdvertRecord[] {
  return [
    {
      placement: 'carousel',
      advert: carousel(
        'adv-matchday-programme',
        'Matchday Programme',
        'https://store.northbridgefc.example/programme',
      ),
    },
    {
      placement: 'carousel',
      advert: carousel(
        'adv-junior-members',
        'Junior Members Club',
        'https://tickets.northbridgefc.example/juniors',
      ),
    },
    {
      placement: 'carousel',
      advert: carousel(
        'adv-goalline-odds',
        'Goalline Bet Odds Boost',
        'https://www.goallinebet.example/boost',
        false,
      ),
    },
    { placement: 'carousel', advert: carousel('adv-club-museum', 'Club Museum', undefined) },
    {
      placement: 'widget',
      advert: carousel('adv-store-widget', 'Club Store Sale', 'https://store.northbridgefc.example/sale'),
    },
    {
      placement: 'widget',
      advert: carousel('adv-goalline-widget', 'Goalline Bet', 'https://www.goallinebet.example/', false),
    },
  ];
}

export const advertsDataset = documentDataset(ADVERTS_COLLECTION, () =>
  buildAdvertRecords().map((record) => ({ id: record.advert.advertID, body: record })),
);
export const advertSlotsDataset = documentDataset(ADVERT_SLOTS_COLLECTION, () =>
  buildAdvertSlots().map((slot) => ({ id: slot.slotID, body: slot })),
);
export const carouselAdvertsDataset = documentDataset(CAROUSEL_ADVERTS_COLLECTION, () =>
  buildCarouselAdverts().map((record) => ({ id: record.advert.advertID, body: record })),
);

/** The advert datasets, for SEED_DATASETS. */
export const ADVERT_DATASETS = [advertsDataset, advertSlotsDataset, carouselAdvertsDataset];
