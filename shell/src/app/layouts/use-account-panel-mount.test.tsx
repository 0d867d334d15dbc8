import { openAccountHeader, resetStoresForTests } from '@club/shared/stores';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $mainContentShown } from '../../lib/federation/main-content.ts';
import { $mainRemoteSettled } from '../../lib/federation/main-remote.ts';
import { PREFETCH_IDLE_TIMEOUT_MS } from '../../lib/use-idle.ts';
import { useAccountPanelMount } from './use-account-panel-mount.ts';

let mounted: boolean[] = [];
function Probe() {
  mounted.push(useAccountPanelMount());
  return null;
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <Probe /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('requestIdleCallback', undefined);
  resetStoresForTests();
  $mainRemoteSettled.set(false);
  $mainContentShown.set(false);
  mounted = [];
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('when the account remote mounts', () => {
  it.each(['/?loginSuccess=true', '/videos?logoutSuccess=true'])(
    'mounts it from the first render for %s, so it handles the address at once',
    (path) => {
      renderAt(path);
      expect(mounted[0]).toBe(true);
    },
  );

  it("otherwise waits for the page's content and the browser to be idle", () => {
    renderAt('/news?loginSuccess=false');
    act(() => vi.advanceTimersByTime(PREFETCH_IDLE_TIMEOUT_MS));
    expect(mounted.at(-1)).toBe(false);
    act(() => $mainRemoteSettled.set(true));
    act(() => vi.advanceTimersByTime(PREFETCH_IDLE_TIMEOUT_MS));
    expect(mounted.at(-1), 'the remote settled, its content not shown yet').toBe(false);
    act(() => $mainContentShown.set(true));
    act(() => vi.advanceTimersByTime(PREFETCH_IDLE_TIMEOUT_MS));
    expect(mounted.at(-1)).toBe(true);
  });

  it('mounts at once when the panel is opened first', () => {
    renderAt('/news');
    act(() => openAccountHeader());
    expect(mounted.at(-1)).toBe(true);
  });

  it('mounts when a later navigation brings the parameter', async () => {
    const router = renderAt('/news');
    await act(() => router.navigate('/news?loginSuccess=true'));
    expect(mounted.at(-1)).toBe(true);
  });
});
