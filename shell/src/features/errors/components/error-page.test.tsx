import { ERROR_PAGE_MESSAGE } from '@club/shared/site';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_FALLBACK_LINK, ErrorPage, normaliseError } from './error-page.tsx';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('ErrorPage', () => {
  it("shows '{status} error', the spec's message and the Quick Links", () => {
    render(<ErrorPage error={new Error('kaput')} />);
    expect(screen.getByRole('heading', { level: 1, name: '500 error' })).toBeTruthy();
    expect(screen.getByText(ERROR_PAGE_MESSAGE)).toBeTruthy();
    const links = screen.getByRole('navigation', { name: 'Quick Links' });
    expect(
      Array.from(links.querySelectorAll('a'), (link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['News', '/news'],
      ['Matches', '/matches'],
      ['Teams', '/teams'],
      ['Tickets', '/tickets'],
    ]);
    // Every Quick Link stays on the site: Tickets is the club's Tickets page, as in the main menu.
    expect(links.querySelector('a[target]')).toBeNull();
  });

  it('logs the status and message', () => {
    render(<ErrorPage error={new Error('kaput')} />);
    expect(console.error).toHaveBeenCalledWith('[error page] 500: kaput');
  });

  it('shows the HTTP status an error carries', () => {
    render(<ErrorPage error={Object.assign(new Error('Gone'), { status: 410 })} />);
    expect(screen.getByRole('heading', { name: '410 error' })).toBeTruthy();
  });

  it('falls back to a plain message with a link home when the error page itself cannot render', () => {
    const hostile = new Error('x');
    Object.defineProperty(hostile, 'message', {
      get() {
        throw new Error('cannot read');
      },
    });
    render(<ErrorPage error={hostile} />);
    expect(screen.getByRole('link', { name: ERROR_FALLBACK_LINK }).getAttribute('href')).toBe('/');
  });
});

describe('normaliseError', () => {
  it('defaults the status code to 500 (spec 000 §8)', () => {
    expect(normaliseError('weird')).toEqual({ statusCode: 500, message: 'weird' });
  });
});
