import { $pageLoading, resetStoresForTests } from '@club/shared/stores';
import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePageLoading } from './use-page-loading.ts';

beforeEach(resetStoresForTests);

describe('usePageLoading', () => {
  it('holds the page as loading while true, and releases it when false or gone', () => {
    const { rerender, unmount } = renderHook(({ loading }) => usePageLoading(loading), {
      initialProps: { loading: true },
    });
    expect($pageLoading.get()).toBe(true);
    rerender({ loading: false });
    expect($pageLoading.get()).toBe(false);
    rerender({ loading: true });
    expect($pageLoading.get()).toBe(true);
    unmount();
    expect($pageLoading.get()).toBe(false);
  });
});
