import { parseRuntimeConfig, type RuntimeConfig } from '@club/shared/config';
import { testRuntimeConfig } from '@club/shared/testing';
import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $fullLoadOnNavigation,
  FULL_LOAD_ATTRIBUTE,
  useFullLoadOnNavigation,
} from './full-load-on-navigation.ts';
import { runsWithdrawnVersion, VERSION_CHECK_INTERVAL_MS, watchWithdrawnVersions } from './version-watch.ts';

/** The served config, with mfe-content's withdrawn versions. */
const served = (withdrawn: string[]): RuntimeConfig =>
  parseRuntimeConfig({
    ...testRuntimeConfig(),
    versions: { 'mfe-content': { version: 'v1', cohort: 'live', withdrawn } },
  });

beforeEach(() => $fullLoadOnNavigation.set(false));
afterEach(() => vi.useRealTimers());

describe('runsWithdrawnVersion', () => {
  it('is true only when a version the page runs was withdrawn', () => {
    expect(runsWithdrawnVersion(served(['v2']), [['mfe-content', 'v2']])).toBe(true);
    expect(runsWithdrawnVersion(served(['v2']), [['mfe-content', 'v1']])).toBe(false);
    expect(runsWithdrawnVersion(served(['v2']), [['mfe-matches', 'v2']])).toBe(false);
  });
});

describe('watchWithdrawnVersions', () => {
  it('reads the served config now and then, and when the tab comes back into view', async () => {
    vi.useFakeTimers();
    const reread = vi.fn(async () => served([]));
    const adopt = vi.fn();
    const stop = watchWithdrawnVersions({ reread, inUse: () => [['mfe-content', 'v2']], adopt });
    expect(reread).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS);
    expect(reread).toHaveBeenCalledTimes(1);
    expect(adopt).toHaveBeenCalledWith(served([]));
    expect($fullLoadOnNavigation.get()).toBe(false);

    reread.mockResolvedValue(served(['v2']));
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect($fullLoadOnNavigation.get()).toBe(true));
    expect(document.documentElement.getAttribute(FULL_LOAD_ATTRIBUTE)).toBe('true');
    stop();
  });

  it('keeps the page as it is when the config cannot be read', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const stop = watchWithdrawnVersions({
      reread: async () => {
        throw new Error('offline');
      },
      inUse: () => [['mfe-content', 'v2']],
      adopt: vi.fn(),
    });
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(console.warn).toHaveBeenCalled());
    expect($fullLoadOnNavigation.get()).toBe(false);
    stop();
  });
});

/** Navigates as a link would, from outside the tree (set by Page). */
let go: (to: string) => void = () => {};
function Page({ reload }: { reload: () => void }) {
  useFullLoadOnNavigation(reload);
  const navigate = useNavigate();
  useEffect(() => {
    go = navigate;
  }, [navigate]);
  return null;
}

describe('useFullLoadOnNavigation', () => {
  it('loads the next address afresh once a version the page runs was withdrawn, and not before', () => {
    const reload = vi.fn();
    render(
      <MemoryRouter initialEntries={['/news']}>
        <Page reload={reload} />
      </MemoryRouter>,
    );
    act(() => go('/teams'));
    expect(reload).not.toHaveBeenCalled();
    $fullLoadOnNavigation.set(true);
    expect(reload, 'no reload until the visitor navigates').not.toHaveBeenCalled();
    act(() => go('/videos'));
    expect(reload).toHaveBeenCalledOnce();
  });
});
