// The players' tests import media-chrome's store and its elements at once (a player opening loads
// the controls' chunk while the store loads). On vitest's vmThreads pool an external ES module graph
// is linked by Node's vm.SourceTextModule, and two graphs linked at the same time that share a
// module fail with "request for './state-mediator.js' is not in cache" (vitest-dev/vitest#11096,
// fixed in vitest 5, which needs Node 22). vitest.config.ts runs media-chrome through vitest's own
// module runner instead; without that, this test fails.
import { expect, it } from 'vitest';

it('loads media-chrome’s store and elements when they are imported at the same time', async () => {
  const loads = await Promise.allSettled([
    import('media-chrome/dist/media-store/media-store.js'),
    import('media-chrome/dist/media-controller.js'),
    import('media-chrome/dist/media-time-range.js'),
    import('media-chrome/dist/media-store/state-mediator.js'),
  ]);
  expect(loads.map((load) => (load.status === 'rejected' ? String(load.reason) : 'loaded'))).toEqual([
    'loaded',
    'loaded',
    'loaded',
    'loaded',
  ]);
});
