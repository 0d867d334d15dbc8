import { atom, computed } from 'nanostores';

/**
 * Whether something of the page is loading, for the shell's loading bar (spec 000 §2, spec 001 §4
 * "Progress bar"). Several parts may load at once (the shell loading a remote's pages, a page
 * loading its data); each holds the page as loading until it releases it, so one part finishing
 * never ends another's loading.
 */
const $loadingHolders = atom<ReadonlySet<symbol>>(new Set());

/** True while anything of the page (a remote's page module, a page's own data) is loading. */
export const $pageLoading = computed($loadingHolders, (holders) => holders.size > 0);

/** Marks the page as loading until the returned function is called (calling it again does nothing). */
export function startPageLoading(): () => void {
  const holder = Symbol('page-loading');
  $loadingHolders.set(new Set($loadingHolders.get()).add(holder));
  return () => {
    const holders = $loadingHolders.get();
    if (!holders.has(holder)) return;
    const next = new Set(holders);
    next.delete(holder);
    $loadingHolders.set(next);
  };
}

/** Drops every holder (tests). */
export function resetPageLoading(): void {
  $loadingHolders.set(new Set());
}

/**
 * Whether what is not the page's own content may load yet: another remote's pieces (RemotePiece)
 * and icons. On a first visit the host holds them back until that content has shown (it sets this
 * false at start and true then), so they never compete with it; without a host (a remote on its
 * own, a test) they load at once.
 */
export const $remotePiecesMayLoad = atom(true);
