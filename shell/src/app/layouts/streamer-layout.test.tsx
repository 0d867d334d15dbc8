import { provideRemoteLoader, SLOT_EXPOSES } from '@club/shared/federation';
import { TITLE_SUFFIX } from '@club/shared/site';
import { $currentRoute, resetStoresForTests, startPageLoading } from '@club/shared/stores';
import { mockServices, serviceAddress } from '@club/shared/testing';
import { act, render, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADING_BAR_LABEL } from '../../features/routing/components/loading-bar.tsx';
import { PROGRESS_BAR_THROTTLE_MS, STREAMER_NAVIGATION_LABEL } from '../../features/routing/constants.ts';
import { loadRemoteModule } from '../../lib/federation/federation.ts';
import { StreamerLayout } from './streamer-layout.tsx';

vi.mock('../../lib/federation/federation.ts', () => ({ loadRemoteModule: vi.fn() }));
// The shell provides this loader at start; remote mounts load through it.
provideRemoteLoader(loadRemoteModule);
const load = vi.mocked(loadRemoteModule);

// The streamer config fails here: the header falls back to the section headings (logged only).
mockServices(
  http.get(serviceAddress('webApi', '/v1/streamer-config'), () => HttpResponse.json({}, { status: 503 })),
);

function renderAt(path: string) {
  const router = createMemoryRouter(
    [{ element: <StreamerLayout />, children: [{ path: '*', element: <p>Streamer page</p> }] }],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  resetStoresForTests();
  load.mockReset();
  load.mockImplementation(() => new Promise(() => {}));
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
});

describe('StreamerLayout', () => {
  it('shows the streamer header with the five section links and the page, titled with the suffix', () => {
    renderAt('/');
    const links = screen.getByRole('navigation', { name: STREAMER_NAVIGATION_LABEL }).querySelectorAll('a');
    expect([...links].map((link) => link.getAttribute('href'))).toEqual([
      '#next-match',
      '#packages',
      '#fixtures',
      '#videos',
      '#troubleshooting',
    ]);
    expect(screen.getByRole('main').textContent).toContain('Streamer page');
    expect(document.title).toBe(`Home${TITLE_SUFFIX}`);
  });

  it('shows the loading bar and a busy main while the page loads', () => {
    renderAt('/');
    act(() => {
      startPageLoading();
    });
    expect(screen.getByRole('main').getAttribute('aria-busy')).toBe('true');
    act(() => vi.advanceTimersByTime(PROGRESS_BAR_THROTTLE_MS));
    expect(screen.getByRole('progressbar', { name: LOADING_BAR_LABEL })).toBeTruthy();
  });

  it('records every route change for the login re-check', async () => {
    const router = renderAt('/');
    await act(() => router.navigate('/videos'));
    expect($currentRoute.get()).toMatchObject({ pathname: '/videos', changes: 1 });
  });

  it('mounts the account remote at once when the address carries loginSuccess=true', () => {
    renderAt('/?loginSuccess=true');
    const { remote, expose } = SLOT_EXPOSES.accountPanel;
    expect(load).toHaveBeenCalledWith(remote, expose, false);
  });
});
