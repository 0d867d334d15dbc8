import { sendAnalyticsEvent } from '@club/shared/analytics';
import { $user } from '@club/shared/stores';
import { PAGE_VIEW_DELAY_MS, PAGE_VIEW_EVENT } from '../constants.ts';

let pending: ReturnType<typeof setTimeout> | undefined;

/**
 * Spec 000 §4 "Analytics": a page-view event 250 ms after a route change (the first route counts).
 * A newer change within the 250 ms replaces the pending one, so quick successive changes count once,
 * for the last. Nothing is sent or pushed without analytics consent when the event is due
 * (@club/shared/analytics).
 */
export function schedulePageView(path: string): void {
  clearTimeout(pending);
  pending = setTimeout(() => {
    pending = undefined;
    void sendPageView(path);
  }, PAGE_VIEW_DELAY_MS);
}

/** Drops a page view not sent yet (the layout going away). */
export function cancelPageView(): void {
  clearTimeout(pending);
  pending = undefined;
}

async function sendPageView(path: string): Promise<void> {
  const title = document.title;
  await sendAnalyticsEvent(
    {
      event: PAGE_VIEW_EVENT,
      timestamp: new Date().toISOString(),
      path,
      sessionID: $user.get().sessionID,
      properties: { title },
    },
    { event: PAGE_VIEW_EVENT, path, title },
  );
}
