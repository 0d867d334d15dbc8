import { apiRequest } from '@club/shared/api';
import { type AnalyticsEvent, collectResponse } from '@club/shared/contracts';
import { $cookiesConsent } from '@club/shared/stores';

/** A tag manager entry (spec 000 §7: adLoad and adClick with advertName; page views). */
export type DataLayerEntry = { event: string } & Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

/** Whether the visitor may be tracked now: analytics consent is on. */
export const trackingAllowed = (): boolean => $cookiesConsent.get().analytics;

/** Pushes to the tag manager's data layer, creating it if the tag manager has not loaded (callers check consent). */
export function pushToDataLayer(entry: DataLayerEntry): void {
  window.dataLayer ??= [];
  window.dataLayer.push(entry);
}

/** Posts events to the data delivery stream; a failure is logged (callers check consent). */
export async function postToCollector(path: '/events' | '/adverts', body: unknown): Promise<void> {
  try {
    await apiRequest('collect', path, { method: 'POST', body, schema: collectResponse });
  } catch (error) {
    // The specs do not show an answer to these events; a failure is logged and never shown.
    console.warn('[analytics] event not delivered', error);
  }
}

/**
 * Sends an analytics event to the data delivery stream and, when given, its tag manager entry to
 * the data layer; nothing without analytics consent.
 */
export async function sendAnalyticsEvent(event: AnalyticsEvent, tag?: DataLayerEntry): Promise<void> {
  if (!trackingAllowed()) return;
  if (tag) pushToDataLayer(tag);
  await postToCollector('/events', [event]);
}

/** Forgets the data layer (tests). */
export function forgetDataLayer(): void {
  delete window.dataLayer;
}
