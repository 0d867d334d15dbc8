import { atom, onMount } from 'nanostores';

/** What counts as the page's own content inside the route's remote mount (as `npm run bench` counts it). */
const CONTENT = 'h1, article, ul, ol';
/** The shell's route mount; layout slots carry data-slot and are not the page. */
const ROUTE_MOUNT = 'main [data-remote]:not([data-slot])';

/** Whether the route's remote mount shows real content: no loader left, and a heading, list or article. */
export function showsMainContent(root: ParentNode = document): boolean {
  const mount = root.querySelector(ROUTE_MOUNT);
  return Boolean(mount && !mount.querySelector('[role="status"]') && mount.querySelector(CONTENT));
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
