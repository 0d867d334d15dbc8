// The packages widget's CMS data and the video memberships, fetched the first time a widget shows
// and kept for the page's life. A failure is logged: the widget then keeps its own words (the
// spec's empty texts, its voucher texts) and shows no memberships.
import type { Membership, PackagesWidgetData } from '@club/shared/contracts';
import { atom, cleanStores, onMount, task } from 'nanostores';
import { getMemberships } from '../api/get-memberships.ts';
import { getPackagesWidget } from '../api/get-packages-widget.ts';

/** The widget data once fetched; null while it loads or after a failure. */
export const $packagesWidgetData = atom<PackagesWidgetData | null>(null);

/** The memberships by orderPosition (spec 001 §3), empty until fetched or after a failure. */
export const $memberships = atom<Membership[]>([]);

let widgetFetched = false;
let membershipsFetched = false;

onMount($packagesWidgetData, () => {
  if (widgetFetched) return;
  widgetFetched = true;
  void task(async () => {
    try {
      $packagesWidgetData.set(await getPackagesWidget());
    } catch (error) {
      console.error('[mfe-account] the packages widget data could not be fetched', error);
    }
  });
});

onMount($memberships, () => {
  if (membershipsFetched) return;
  membershipsFetched = true;
  void task(async () => {
    try {
      const memberships = await getMemberships();
      $memberships.set(memberships.toSorted((a, b) => a.orderPosition - b.orderPosition));
    } catch (error) {
      console.error('[mfe-account] the memberships could not be fetched', error);
    }
  });
});

/** Tests only: back to the page-load state. */
export function resetWidgetDataForTests(): void {
  cleanStores($packagesWidgetData, $memberships);
  widgetFetched = false;
  membershipsFetched = false;
  $packagesWidgetData.set(null);
  $memberships.set([]);
}
