import { describe, expect, it } from 'vitest';
import { hasSessionQuery } from './session-query.ts';

describe('hasSessionQuery', () => {
  it('holds for loginSuccess=true or logoutSuccess=true on any route', () => {
    expect(hasSessionQuery('?loginSuccess=true')).toBe(true);
    expect(hasSessionQuery('?page=2&logoutSuccess=true')).toBe(true);
  });

  it('does not hold for other values or neither parameter', () => {
    expect(hasSessionQuery('')).toBe(false);
    expect(hasSessionQuery('?loginSuccess=false')).toBe(false);
    expect(hasSessionQuery('?loginsuccess=true')).toBe(false);
  });
});
