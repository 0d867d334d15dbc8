import { act, render, screen } from '@testing-library/react';
import { atom } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $mainContentShown } from '../../lib/federation/main-content.ts';
import { $mainRemoteSettled } from '../../lib/federation/main-remote.ts';
import { PREFETCH_IDLE_TIMEOUT_MS } from '../../lib/use-idle.ts';
import { deferred } from './deferred.tsx';

const load = vi.fn(async () => ({ label }: { label: string }) => <p>{label}</p>);

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('requestIdleCallback', undefined);
  $mainRemoteSettled.set(false);
  $mainContentShown.set(false);
  load.mockClear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('deferred layout parts', () => {
  it("load their code only after the page's content, then render", async () => {
    const Part = deferred(load);
    render(<Part label="Search" />);
    act(() => vi.advanceTimersByTime(PREFETCH_IDLE_TIMEOUT_MS));
    expect(load).not.toHaveBeenCalled();
    act(() => {
      $mainRemoteSettled.set(true);
      $mainContentShown.set(true);
    });
    await act(async () => vi.advanceTimersByTime(PREFETCH_IDLE_TIMEOUT_MS));
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Search')).toBeTruthy();
  });

  it('load at once when the visitor asks for them', async () => {
    const $open = atom(false);
    const Part = deferred(load, $open);
    render(<Part label="Menu" />);
    expect(load).not.toHaveBeenCalled();
    await act(async () => $open.set(true));
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Menu')).toBeTruthy();
  });
});
