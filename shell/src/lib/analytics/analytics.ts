// Analytics: what the site reports and where it goes. Events go to the data delivery stream (the
// `collect` service) as JSON and to the tag manager's data layer (`window.dataLayer`). Nothing is
// sent before tracking has started, which happens only with analytics consent (spec 000 §4
// "Cookie notice"): 'Accept All Cookies', or the analytics cookie already true at load.
import { apiRequest } from '@club/shared/api';
import { type AdvertEvent, type AnalyticsEvent, collectResponse } from '@club/shared/contracts';
import { atom } from 'nanostores';

/** True once tracking has started; it never stops within a page load. */
export const $trackingStarted = atom(false);

/** Starts tracking; idempotent. */
export function startTracking(): void {
  $trackingStarted.set(true);
}

/** A tag manager entry (spec 000 §7: adLoad and adClick with advertName; page views). */
export type DataLayerEntry = { event: string } & Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

/** Pushes to the tag manager's data layer, creating it if the tag manager has not loaded. */
export function pushToDataLayer(entry: DataLayerEntry): void {
  window.dataLayer ??= [];
  window.dataLayer.push(entry);
}

async function post(path: '/events' | '/adverts', body: unknown): Promise<void> {
  try {
    await apiRequest('collect', path, { method: 'POST', body, schema: collectResponse });
  } catch (error) {
    // The specs do not show an answer to these events; a failure is logged and never shown.
    console.warn('[analytics] event not delivered', error);
  }
}

/** Sends an analytics event (page views and the like) once tracking has started. */
export async function sendAnalyticsEvent(event: AnalyticsEvent): Promise<void> {
  if (!$trackingStarted.get()) return;
  await post('/events', [event]);
}

/** Sends an advert event (spec 000 §7 "Advert analytics") once tracking has started. */
export async function sendAdvertEvent(event: AdvertEvent): Promise<void> {
  if (!$trackingStarted.get()) return;
  await post('/adverts', [event]);
}

/** Puts tracking back to its page-load state (tests). */
export function resetTracking(): void {
  $trackingStarted.set(false);
  delete window.dataLayer;
}
