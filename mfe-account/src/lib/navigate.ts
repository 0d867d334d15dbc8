// Leaving the site for the hosted checkout or the billing portal goes through here, so tests can
// see where the browser would go instead of leaving the page.

let go = (url: string) => window.location.assign(url);

/** Sends the browser to another address (a full page load). */
export function navigateTo(url: string): void {
  go(url);
}

/** Tests only: records the address instead; returns the function that puts the real one back. */
export function interceptNavigationForTests(record: (url: string) => void): () => void {
  const real = go;
  go = record;
  return () => {
    go = real;
  };
}
