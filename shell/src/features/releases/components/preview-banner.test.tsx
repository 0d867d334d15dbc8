import { PREVIEW_LEAVE_PATH } from '@club/shared/contracts';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PreviewBanner } from './preview-banner.tsx';

describe('PreviewBanner', () => {
  it('says which remote and version this browser previews, one line each, and Leave posts which to leave', () => {
    render(
      <PreviewBanner
        versions={{
          'mfe-content': {
            version: 'v20261122-101500',
            cohort: 'preview',
            candidate: 'v20261122-101500',
            withdrawn: [],
          },
          'mfe-matches': {
            version: 'v20261122-090000',
            cohort: 'preview',
            candidate: 'v20261122-090000',
            withdrawn: [],
          },
          'mfe-streaming': { version: 'v1', cohort: 'canary', candidate: 'v1', withdrawn: [] },
          'mfe-account': { version: 'v1', cohort: 'live', withdrawn: [] },
        }}
      />,
    );
    const banner = screen.getByRole('complementary', { name: 'Preview' });
    const lines = within(banner).getAllByRole('paragraph');
    expect(lines.map((line) => line.textContent)).toEqual([
      'Preview of mfe-content v20261122-101500 · Leave',
      'Preview of mfe-matches v20261122-090000 · Leave',
    ]);
    const form = within(banner).getAllByRole('button', { name: 'Leave' })[0]?.closest('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe(PREVIEW_LEAVE_PATH);
    expect(new FormData(form ?? undefined).get('remote')).toBe('mfe-content');
  });

  it('shows nothing to a browser that previews nothing', () => {
    const { container } = render(
      <PreviewBanner
        versions={{ 'mfe-content': { version: 'v1', cohort: 'canary', candidate: 'v1', withdrawn: [] } }}
      />,
    );
    expect(container.innerHTML).toBe('');
    expect(render(<PreviewBanner versions={undefined} />).container.innerHTML).toBe('');
  });
});
