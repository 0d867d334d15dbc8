import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPagesOnIntent } from '../lib/intent.ts';
import { useLoadOnIntent } from './use-load-on-intent.ts';

vi.mock('../lib/intent.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../lib/intent.ts')>()),
  loadPagesOnIntent: vi.fn(),
}));
const loadOnIntent = vi.mocked(loadPagesOnIntent);

beforeEach(() => loadOnIntent.mockClear());
afterEach(() => document.body.replaceChildren());

/** A link to `href` in the document. */
function linkTo(href: string): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.textContent = 'Open';
  document.body.append(anchor);
  return anchor;
}

describe('useLoadOnIntent', () => {
  it("runs the page's remote when a pointer goes over a link, the link takes focus or is touched", () => {
    const { unmount } = renderHook(() => useLoadOnIntent('club'));
    const link = linkTo('/matches');
    link.dispatchEvent(new Event('pointerover', { bubbles: true }));
    link.focus();
    link.dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(loadOnIntent.mock.calls.map(([remote]) => remote)).toEqual([
      'mfe-matches',
      'mfe-matches',
      'mfe-matches',
    ]);

    unmount();
    link.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(loadOnIntent).toHaveBeenCalledTimes(3);
  });

  it("reads the streamer site's home as mfe-streaming's", () => {
    renderHook(() => useLoadOnIntent('streamer'));
    linkTo('/').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(loadOnIntent).toHaveBeenCalledWith('mfe-streaming', undefined);
  });
});
