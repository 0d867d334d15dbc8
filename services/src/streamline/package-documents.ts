// The packages' documents and how one is written: the collections the memberships and their groups
// are kept in, and the builders of a package and its prices, used alike by the seed (the
// memberships) and by the match passes, built from each streamed match as it is asked for.
import type { PackageDocument, PackageType, PriceEntry } from '@club/shared/contracts';
import { DAY_MS } from '../lib/clock.ts';

export const PACKAGES_COLLECTION = 'packages';
export const PACKAGE_GROUPS_COLLECTION = 'package-groups';

/** The packages page's groups (spec 001 §2: up to three): video (with the match passes) and audio. */
export type PackageGroupId = 'video' | 'audio';

/** A price with the package that holds it. */
export interface PackagePrice {
  pkg: PackageDocument;
  price: PriceEntry;
}

/** A match pass opens the live match and its replay for this long after kick-off. */
export const MATCH_PASS_ACCESS_AFTER_KICK_OFF_MS = 3 * DAY_MS;

/** The site page the payment pages live on (spec 001 §2: /videos/subscriptions, the upgrade page). */
const SUBSCRIPTIONS_PAGE = '/videos/subscriptions';

/** A package as the lists hold it: the contract's shape plus which list it belongs to. */
export type ListedPackage = PackageDocument & { attributes: { packageType: PackageType } };

interface PriceInput {
  id: string;
  type: PriceEntry['type'];
  /** Minor units (pence). */
  amount: number;
  interval?: 'month' | 'year';
  priceDisplay: string;
  offer?: string;
  furtherInformation?: string;
  entitlements: string[];
  validUntil?: Date;
}

export const price = (input: PriceInput): PriceEntry => ({
  id: input.id,
  type: input.type,
  priceDisplay: input.priceDisplay,
  offer: input.offer ?? null,
  furtherInformation: input.furtherInformation ?? null,
  accessData: {
    entitlements: input.entitlements,
    validUntil: input.validUntil ? input.validUntil.toISOString() : null,
  },
  amount: input.amount,
  currency: 'gbp',
  interval: input.type === 'recurring' ? (input.interval ?? 'month') : null,
});

interface PackageInput {
  id: string;
  packageType: PackageType;
  group: PackageGroupId;
  title: string;
  description: string;
  prices: PriceEntry[];
  style:
    | { displayType: 'icon-only'; icon: string; styleMode: string; customLabel?: string }
    | { displayType: 'background-image'; styleMode: string; customLabel?: string };
}

export const pkg = (input: PackageInput): ListedPackage => ({
  id: input.id,
  type: 'packages',
  attributes: {
    title: input.title,
    description: input.description,
    packageType: input.packageType,
    priceData: input.prices,
    groupId: input.group,
    styleData: {
      displayType: input.style.displayType,
      icon: input.style.displayType === 'icon-only' ? input.style.icon : null,
      customLabel: input.style.customLabel ?? null,
      styleMode: input.style.styleMode,
      backgroundImageKey:
        input.style.displayType === 'background-image' ? `packages/${input.id}-background.jpg` : null,
    },
    imageData: { imageKey: `packages/${input.id}.jpg` },
    successfulPaymentPage: `${SUBSCRIPTIONS_PAGE}?payment=success&package=${input.id}`,
    cancelledPaymentPage: `${SUBSCRIPTIONS_PAGE}?payment=cancelled&package=${input.id}`,
  },
});

export const list = (...items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
