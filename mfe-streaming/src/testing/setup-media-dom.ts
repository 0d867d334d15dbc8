// media-chrome (the players' store and controls) uses the real DOM only where the page has every
// global it knows; elsewhere (a server) it runs on stand-ins of its own. jsdom has all of them but
// ResizeObserver and matchMedia: these two inert ones let the players' tests run media-chrome on
// jsdom's real elements and events, as a browser would.
// Only a file that runs in jsdom has a DOM to complete (a file of the workspace's node project may ask
// for jsdom with `// @vitest-environment jsdom`).
if (typeof document !== 'undefined') {
  if (typeof globalThis.ResizeObserver !== 'function') {
    globalThis.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
  if (typeof globalThis.matchMedia !== 'function') {
    globalThis.matchMedia = (media: string) =>
      ({
        matches: false,
        media,
        onchange: null,
        addEventListener() {},
        removeEventListener() {},
        addListener() {},
        removeListener() {},
        dispatchEvent: () => false,
      }) satisfies MediaQueryList;
  }
  // jsdom's track lists (textTracks, audioTracks, videoTracks) are plain empty arrays; a browser's
  // are EventTargets, which the store listens to (tracks added, removed or changed). Empty ones of
  // those stand in.
  for (const name of ['textTracks', 'audioTracks', 'videoTracks'] as const) {
    const lists = new WeakMap<HTMLMediaElement, EventTarget>();
    const probe: unknown = Reflect.get(document.createElement('video'), name);
    if (typeof (probe as EventTarget | undefined)?.addEventListener === 'function') continue;
    Object.defineProperty(HTMLMediaElement.prototype, name, {
      configurable: true,
      get(this: HTMLMediaElement) {
        let list = lists.get(this);
        if (!list) {
          list = Object.assign(new EventTarget(), {
            length: 0,
            getTrackById: () => null,
            [Symbol.iterator]: function* () {},
          });
          lists.set(this, list);
        }
        return list;
      },
    });
  }
}
