import { onMount, type Store } from 'nanostores';

let onServer = false;

/**
 * Said once by the shell's server build, which renders pages with the stores as they start
 * (docs/architecture.md "Server rendering"): from then on, stores mounted with onBrowserMount watch
 * nothing in this process.
 */
export function renderStoresOnServer(): void {
  onServer = true;
}

/**
 * `onMount` for a store whose watching needs a browser (the document, timers, a fetch for the
 * page): on the server, reading the store watches nothing, so no request starts work that outlives
 * it or reads a document that is not there.
 */
export function onBrowserMount(store: Store, watch: Parameters<typeof onMount>[1]): void {
  onMount(store, (payload) => (onServer ? undefined : watch(payload)));
}
