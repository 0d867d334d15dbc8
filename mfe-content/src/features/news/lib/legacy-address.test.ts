import { describe, expect, it } from 'vitest';
import { parseLegacyAddress } from './legacy-address.ts';

describe('parseLegacyAddress', () => {
  it('reads a year, a month and a day, with or without a slug', () => {
    expect(parseLegacyAddress(['2021'])).toEqual({ year: '2021' });
    expect(parseLegacyAddress(['2021', 'cup-final'])).toEqual({ year: '2021', slug: 'cup-final' });
    expect(parseLegacyAddress(['2021', '05'])).toEqual({ year: '2021', month: '05' });
    expect(parseLegacyAddress(['2021', '05', 'cup-final'])).toEqual({
      year: '2021',
      month: '05',
      slug: 'cup-final',
    });
    expect(parseLegacyAddress(['2021', '5', '14'])).toEqual({ year: '2021', month: '5', day: '14' });
    expect(parseLegacyAddress(['2021', '05', '14', 'cup-final'])).toEqual({
      year: '2021',
      month: '05',
      day: '14',
      slug: 'cup-final',
    });
  });

  it('is no address when a slug stands before the period ends or there are too many parts', () => {
    expect(parseLegacyAddress(['2021', 'may', '14'])).toBeNull();
    expect(parseLegacyAddress(['2021', '05', 'x', 'cup-final'])).toBeNull();
    expect(parseLegacyAddress(['2021', '05', '14', 'a', 'b'])).toBeNull();
    expect(parseLegacyAddress(['21'])).toBeNull();
    expect(parseLegacyAddress(['2021', '123'])).toEqual({ year: '2021', slug: '123' });
  });
});
