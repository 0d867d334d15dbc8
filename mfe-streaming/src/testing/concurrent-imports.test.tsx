// The players' tests import media-chrome's store and its elements at once (a player opening loads
// the controls' chunk while the store loads). On vitest's vmThreads pool, which these tests used
// before, an external ES module graph was linked by Node's vm.SourceTextModule, and two graphs linked
// at the same time that shared a module failed with "request for './state-mediator.js' is not in
// cache" (vitest-dev/vitest#11096); media-chrome then had to go through vitest's own module runner.
// On worker threads (vitest.config.ts) Node's own loader links it; this test keeps that so.
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
