// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeOnBack } from './close-on-back.ts';

/** The next popstate, after everyone listening has heard it. */
const nextPopState = () =>
  new Promise<PopStateEvent>((resolve) =>
    window.addEventListener('popstate', (event) => setTimeout(() => resolve(event)), { once: true }),
  );

async function back() {
  const popped = nextPopState();
  window.history.back();
  return popped;
}

const startAt = '/videos?team=1';

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('closeOnBack', () => {
  it("adds one entry at the same address, keeping the router's state, and Back closes the overlay", async () => {
    window.history.replaceState({ usr: null, key: 'router-key', idx: 3 }, '', startAt);
    const before = window.history.length;
    const close = vi.fn();
    const stop = closeOnBack(close);

    expect(window.history.length).toBe(before + 1);
    expect(window.location.pathname + window.location.search).toBe(startAt);
    expect(window.history.state).toMatchObject({ key: 'router-key', idx: 3 });

    await back();
    expect(close).toHaveBeenCalledTimes(1);
    expect(window.location.pathname + window.location.search).toBe(startAt);
    expect(window.history.state).toEqual({ usr: null, key: 'router-key', idx: 3 });
    stop();
  });

  it('closed another way, it takes its entry back off without closing anything again', async () => {
    window.history.replaceState({ key: 'page' }, '', startAt);
    const close = vi.fn();
    const stop = closeOnBack(close);
    const popped = nextPopState();
    stop();
    await popped;
    expect(window.history.state).toEqual({ key: 'page' });
    expect(close).not.toHaveBeenCalled();

    // The next overlay opened on this page still closes with Back.
    const nextClose = vi.fn();
    const nextStop = closeOnBack(nextClose);
    await back();
    expect(nextClose).toHaveBeenCalledTimes(1);
    nextStop();
  });

  it('a history move that lands on its own entry (Forward) does not close it', async () => {
    window.history.replaceState({ key: 'page' }, '', startAt);
    const close = vi.fn();
    const stop = closeOnBack(close);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    expect(close).not.toHaveBeenCalled();
    stop();
    await nextPopState();
  });
});
