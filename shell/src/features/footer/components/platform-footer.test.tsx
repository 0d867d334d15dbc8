import { BUILT_ON_TEXT, PLATFORM_NAME, PLATFORM_URL } from '@club/shared/site';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PLATFORM_FOOTER_LABEL } from '../constants.ts';
import { PlatformFooter } from './platform-footer.tsx';

describe('PlatformFooter', () => {
  it("shows the 'Built on' notice with its outbound link in a new tab", () => {
    render(<PlatformFooter />);
    const region = screen.getByRole('region', { name: PLATFORM_FOOTER_LABEL });
    expect(region.textContent).toBe(`${BUILT_ON_TEXT} ${PLATFORM_NAME}`);
    expect(BUILT_ON_TEXT).toBe('Built on');
    const link = screen.getByRole('link', { name: PLATFORM_NAME });
    expect(link.getAttribute('href')).toBe(PLATFORM_URL);
    expect(new URL(link.getAttribute('href') ?? '').protocol).toBe('https:');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });
});
