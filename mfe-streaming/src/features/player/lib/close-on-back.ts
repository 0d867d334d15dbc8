// The browser's Back closes the player overlay (issue 12 item 3): opening it adds one history entry
// (same address, marked in its state, the router's own state kept), Back pops it and closes the
// overlay; closing it any other way takes the entry back off, so Back then leaves the page as usual.
const MARK = 'clubPlayerOverlay';

type MarkedState = Record<string, unknown> & { [MARK]?: true };

const isMarked = (state: unknown): boolean => Boolean(state && (state as MarkedState)[MARK]);

// history.back() answers later with a popstate of its own; those are ours, not the visitor's.
let ownBacks = 0;
const ownEvents = new WeakSet<Event>();
let watching = false;

function watchOwnBacks(): void {
  if (watching) return;
  watching = true;
  // Registered before any overlay's listener, so it sorts the event out first.
  window.addEventListener('popstate', (event) => {
    if (ownBacks > 0) {
      ownBacks -= 1;
      ownEvents.add(event);
    }
  });
}

/** Call when the overlay opens; the returned function is called when it closes. */
export function closeOnBack(close: () => void): () => void {
  watchOwnBacks();
  const current = (window.history.state ?? {}) as MarkedState;
  if (!isMarked(current)) window.history.pushState({ ...current, [MARK]: true }, '', window.location.href);
  const onPop = (event: PopStateEvent) => {
    if (!ownEvents.has(event) && !isMarked(event.state)) close();
  };
  window.addEventListener('popstate', onPop);
  return () => {
    window.removeEventListener('popstate', onPop);
    if (isMarked(window.history.state)) {
      ownBacks += 1;
      window.history.back();
    }
  };
}
