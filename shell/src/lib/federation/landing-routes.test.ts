import {
  forgetLoadedModules,
  provideRemoteLoader,
  type RemoteRoutesModule,
  withMeta,
} from '@club/shared/federation';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANDING_ROUTES_WAIT_MS, loadLandingRoutes } from './landing-routes.ts';
import { $routeTables, forgetRouteTables, routeMetaAt } from './route-meta.ts';
import { TEST_ROUTE_TABLES } from './route-tables-testing.ts';

const contentRoutes: RemoteRoutesModule = { release: 'v1', routes: TEST_ROUTE_TABLES['mfe-content'] ?? {} };

/** A loader whose answer the test gives when it likes. */
function heldLoader() {
  let answer: (module: RemoteRoutesModule) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const loader = vi.fn(
    () =>
      new Promise<RemoteRoutesModule>((resolve, reject) => {
        answer = resolve;
        fail = reject;
      }),
  );
  provideRemoteLoader(loader as never);
  return {
    loader,
    answer: (module: RemoteRoutesModule) => answer(module),
    fail: (error: Error) => fail(error),
  };
}

/** Whether the promise has settled, after the microtasks queued so far. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

beforeEach(() => {
  vi.useFakeTimers();
  forgetLoadedModules();
  forgetRouteTables();
});

afterEach(() => {
  vi.useRealTimers();
  provideRemoteLoader(null);
});

describe('loadLandingRoutes', () => {
  it("resolves once the landing remote's routes are recorded, so the first render knows the page", async () => {
    const { loader, answer } = heldLoader();
    const ready = loadLandingRoutes('/', 'club');
    expect(loader).toHaveBeenCalledWith('mfe-content', 'routes', false);
    expect(await settled(ready)).toBe(false);
    answer(contentRoutes);
    expect(await settled(ready)).toBe(true);
    expect(routeMetaAt($routeTables.get(), '/')).toMatchObject({ name: 'index', kind: 'home' });
  });

  it('waits no longer than the cap for a slow remote, and records its routes when they come', async () => {
    const { answer } = heldLoader();
    const ready = loadLandingRoutes('/', 'club');
    await vi.advanceTimersByTimeAsync(LANDING_ROUTES_WAIT_MS - 1);
    expect(await settled(ready)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(ready)).toBe(true);
    expect(routeMetaAt($routeTables.get(), '/news')).toBeUndefined();
    answer(contentRoutes);
    await vi.advanceTimersByTimeAsync(0);
    expect(routeMetaAt($routeTables.get(), '/news')).toMatchObject({ name: 'news' });
  });

  it("waits for the code of the page's own route too (its handle's preload), and only that page's", async () => {
    let pageCode: (code: unknown) => void = () => {};
    const preload = vi.fn(() => new Promise((resolve) => (pageCode = resolve)));
    const otherPreload = vi.fn(async () => ({}));
    const routes: RemoteRoutesModule = {
      release: 'v1',
      routes: {
        '': [
          { path: 'news', element: null, handle: withMeta({ name: 'news', title: 'News' }, otherPreload) },
          { path: 'news/*', element: null, handle: withMeta({ name: 'news-item', title: 'News' }, preload) },
        ],
      },
    };
    const { answer } = heldLoader();
    const ready = loadLandingRoutes('/news/a-story', 'club');
    answer(routes);
    expect(await settled(ready)).toBe(false);
    expect(preload).toHaveBeenCalledTimes(1);
    expect(otherPreload).not.toHaveBeenCalled();
    pageCode({});
    expect(await settled(ready)).toBe(true);
  });

  it("resolves at once when the remote cannot be loaded, leaving the failure to the page's mount", async () => {
    const { fail } = heldLoader();
    const ready = loadLandingRoutes('/', 'club');
    fail(new Error('remote down'));
    expect(await settled(ready)).toBe(true);
    expect($routeTables.get()).toEqual({});
  });
});
