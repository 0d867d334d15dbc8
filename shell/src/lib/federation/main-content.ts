import { onBrowserMount } from '@club/shared/stores';
import { afterNextPaint, LOADER_ATTRIBUTE, LOADER_SELECTOR } from '@club/shared/ui';
import { atom } from 'nanostores';

/** What counts as the page's own content in the page content slot (as `npm run bench` counts it). */
const CONTENT = 'h1, article, ul, ol';

/** Images a page loads at once (above the fold): the page has shown only once they have arrived. */
const EAGER_IMAGES = 'img[loading="eager"], img[fetchpriority="high"]';

/**
 * Whether the page content slot (main) shows real content: no loader left in it, a heading, list
 * or article, and its above-the-fold images loaded (or failed), since one of them is usually the
 * page's largest paint. The route's remote page counts, and so do the pages the shell shows in its
 * place (the error page, a remote's fallback), so nothing waits for a page that will never come.
 */
export function showsMainContent(root: ParentNode = document): boolean {
  const main = root.querySelector('main');
  if (!main || main.querySelector(LOADER_SELECTOR) || !main.querySelector(CONTENT)) return false;
  return [...main.querySelectorAll<HTMLImageElement>(EAGER_IMAGES)].every((image) => image.complete);
}

/**
 * Whether the page's own content (the route's remote, with its data) has been shown since the page
 * loaded: present and painted. Work that must not compete with it (deferred layout parts, other
 * remotes' pieces, the overlay promo) waits for it. Watching starts with the first subscriber and
 * stops once it is true.
 */
export const $mainContentShown = atom(false);

onBrowserMount($mainContentShown, () => {
  if ($mainContentShown.get()) return;
  let cancelPaint: (() => void) | undefined;
  const check = () => {
    if (cancelPaint || !showsMainContent()) return;
    stopWatching();
    cancelPaint = afterNextPaint(() => $mainContentShown.set(true));
  };
  // Held for the clean-up, which nanostores runs a second later (a test's document may be gone).
  const doc = document;
  const observer = new MutationObserver(check);
  observer.observe(doc.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: [LOADER_ATTRIBUTE],
  });
  // An image's load or error does not change the DOM; both reach the document in the capture phase.
  doc.addEventListener('load', check, true);
  doc.addEventListener('error', check, true);
  const stopWatching = () => {
    observer.disconnect();
    doc.removeEventListener('load', check, true);
    doc.removeEventListener('error', check, true);
  };
  check();
  return () => {
    stopWatching();
    cancelPaint?.();
  };
});
