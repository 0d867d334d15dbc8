import { forgetDataLayer, sendAnalyticsEvent } from '@club/shared/analytics';
import { $currentRoute, $user, grantAllConsent, resetStoresForTests } from '@club/shared/stores';
import { mockServices, serviceAddress } from '@club/shared/testing';
import { act, render } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_VIEW_DELAY_MS, PAGE_VIEW_EVENT } from '../constants.ts';
import { useRouteSignals } from './use-route-signals.ts';

// The real sender, watched: its consent rule decides what goes out.
vi.mock('@club/shared/analytics', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@club/shared/analytics')>();
  return { ...actual, sendAnalyticsEvent: vi.fn(actual.sendAnalyticsEvent) };
});
const sent = vi.mocked(sendAnalyticsEvent);
const collected: unknown[] = [];
mockServices(
  http.post(serviceAddress('collect', '/events'), async ({ request }) => {
    collected.push(...((await request.json()) as unknown[]));
    return HttpResponse.json({ accepted: 1 });
  }),
);

function Layout() {
  useRouteSignals();
  return <Outlet />;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [{ path: '*', element: null }],
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(<RouterProvider router={router} />);
  return { router, view };
}

const sentPaths = () => sent.mock.calls.map(([event]) => event.path);

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') });
  resetStoresForTests();
  forgetDataLayer();
  collected.length = 0;
  sent.mockClear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('page views (spec 000 §4 "Analytics", §9)', () => {
  it('uses the spec delay', () => {
    expect(PAGE_VIEW_DELAY_MS).toBe(250);
  });

  it('sends a page view 250 ms after the first route, to the collector and the data layer', () => {
    grantAllConsent();
    document.title = 'News | Official site';
    renderAt('/news?page=2');
    act(() => vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS - 1));
    expect(sent).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(sent).toHaveBeenCalledWith(
      {
        event: PAGE_VIEW_EVENT,
        timestamp: '2026-11-22T10:00:00.250Z',
        path: '/news?page=2',
        sessionID: $user.get().sessionID,
        properties: { title: 'News | Official site' },
      },
      { event: PAGE_VIEW_EVENT, path: '/news?page=2', title: 'News | Official site' },
    );
    expect(window.dataLayer).toEqual([
      { event: PAGE_VIEW_EVENT, path: '/news?page=2', title: 'News | Official site' },
    ]);
  });

  it('counts only the last of quick successive route changes', async () => {
    grantAllConsent();
    const { router } = renderAt('/');
    await act(() => router.navigate('/news'));
    act(() => vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS - 1));
    await act(() => router.navigate('/teams'));
    act(() => vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS));
    expect(sentPaths()).toEqual(['/teams']);
    await act(() => router.navigate('/videos'));
    act(() => vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS));
    expect(sentPaths()).toEqual(['/teams', '/videos']);
  });

  it('does not count a change of hash alone', async () => {
    grantAllConsent();
    const { router } = renderAt('/');
    act(() => vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS));
    await act(() => router.navigate('/#packages'));
    act(() => vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS));
    expect(sentPaths()).toEqual(['/']);
  });

  it('sends and pushes nothing without analytics consent', async () => {
    renderAt('/news');
    await act(() => vi.advanceTimersByTimeAsync(PAGE_VIEW_DELAY_MS * 4));
    expect(sentPaths()).toEqual(['/news']);
    expect(collected).toEqual([]);
    expect(window.dataLayer).toBeUndefined();
  });

  it('drops a pending page view when the layout goes', () => {
    grantAllConsent();
    const { view } = renderAt('/news');
    view.unmount();
    act(() => vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS));
    expect(sent).not.toHaveBeenCalled();
  });
});

describe('route signals', () => {
  it('records the route for the remotes and counts each change of path or query', async () => {
    const { router } = renderAt('/videos');
    expect($currentRoute.get()).toEqual({ pathname: '/videos', search: '', hash: '', changes: 0 });
    await act(() => router.navigate('/videos?filter=short'));
    expect($currentRoute.get()?.changes).toBe(1);
    await act(() => router.navigate('/live'));
    expect($currentRoute.get()).toEqual({ pathname: '/live', search: '', hash: '', changes: 2 });
  });
});
