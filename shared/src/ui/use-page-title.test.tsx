import { pageTitle, TITLE_SUFFIX } from '@club/shared/site';
import { $pageTitle, resetStoresForTests } from '@club/shared/stores';
import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePageTitle } from './use-page-title.ts';

beforeEach(() => {
  resetStoresForTests();
  document.title = 'before';
});

describe('usePageTitle', () => {
  it('sets the document title with the suffix and holds the title while shown', () => {
    const { unmount } = renderHook(() => usePageTitle('Teams'));
    expect(document.title).toBe(`Teams${TITLE_SUFFIX}`);
    expect(document.title).toBe(pageTitle('Teams'));
    expect($pageTitle.get()).toBe('Teams');
    unmount();
    expect($pageTitle.get()).toBeNull();
  });

  it('follows a new title, and asks for nothing while the title is empty', () => {
    const { rerender } = renderHook(({ title }) => usePageTitle(title), {
      initialProps: { title: null as string | null },
    });
    expect(document.title).toBe('before');
    expect($pageTitle.get()).toBeNull();
    rerender({ title: 'Cup final report' });
    expect(document.title).toBe(`Cup final report${TITLE_SUFFIX}`);
    rerender({ title: 'Derby day' });
    expect($pageTitle.get()).toBe('Derby day');
  });
});
