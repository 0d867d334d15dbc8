import { atom, onMount } from 'nanostores';

/** What counts as the page's own content in the page content slot (as `npm run bench` counts it). */
const CONTENT = 'h1, article, ul, ol';

/**
 * Whether the page content slot (main) shows real content: no loader left in it, and a heading,
 * list or article. The route's remote page counts, and so do the pages the shell shows in its place
 * (the error page, a remote's fallback), so nothing waits for a page that will never come.
 */
export function showsMainContent(root: ParentNode = document): boolean {
  const main = root.querySelector('main');
  return Boolean(main && !main.querySelector('[role="status"]') && main.querySelector(CONTENT));
}

/**
 * Whether the page's own content (the route's remote, with its data) has been shown since the page
 * loaded. Work that must not compete with it (deferred layout parts, the overlay promo) waits for
 * it. Watching starts with the first subscriber and stops once it is true.
 */
export const $mainContentShown = atom(false);

onMount($mainContentShown, () => {
  if ($mainContentShown.get() || showsMainContent()) {
    $mainContentShown.set(true);
    return;
  }
  const observer = new MutationObserver(() => {
    if (!showsMainContent()) return;
    $mainContentShown.set(true);
    observer.disconnect();
  });
  observer.observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['role'],
  });
  return () => observer.disconnect();
});
