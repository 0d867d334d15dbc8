import {
  NO_MATCH_PASSES_TEXT,
  NO_SUBSCRIPTIONS_TEXT,
  type PackagesWidgetData,
  type PackageType,
} from '@club/shared/contracts';
import type { VoucherTexts } from '../components/voucher-overlay.tsx';
import {
  PACKAGES_HEADING,
  VOUCHER_OPEN_LABEL,
  VOUCHER_SUBMIT_LABEL,
  VOUCHER_TEXT,
  VOUCHER_TITLE,
} from '../constants.ts';

/**
 * What the widget says: the CMS's widget data (spec 001 §2) once it came, the widget's own words
 * (the spec's empty texts of §8) while it loads or without it.
 */
export interface WidgetTexts {
  title: string;
  empty: Record<PackageType, string>;
  voucherOpener: string;
  voucher: VoucherTexts;
}

export function widgetTexts(data: PackagesWidgetData | null): WidgetTexts {
  return {
    title: data?.title ?? PACKAGES_HEADING,
    empty: {
      membership: data?.noSubscriptionsText ?? NO_SUBSCRIPTIONS_TEXT,
      'match-pass': data?.noMatchPassesText ?? NO_MATCH_PASSES_TEXT,
    },
    voucherOpener: data?.cta1ButtonCta ?? VOUCHER_OPEN_LABEL,
    voucher: {
      title: data?.voucherTitle ?? VOUCHER_TITLE,
      text: data?.voucherText ?? VOUCHER_TEXT,
      button: data?.voucherButton ?? VOUCHER_SUBMIT_LABEL,
    },
  };
}
