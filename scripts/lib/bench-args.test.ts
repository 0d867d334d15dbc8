import { describe, expect, it } from 'vitest';
import { parseBenchArgs } from './bench-args.ts';

describe('parseBenchArgs', () => {
  it('runs every part by default', () => {
    expect(parseBenchArgs([])).toEqual({ sizeReport: true, firstFrame: true, lighthouse: true, surge: true });
  });

  it('runs some parts when asked', () => {
    expect(parseBenchArgs(['--lighthouse-only'])).toEqual({
      sizeReport: false,
      firstFrame: false,
      lighthouse: true,
      surge: false,
    });
    expect(parseBenchArgs(['--no-lighthouse'])).toEqual({
      sizeReport: true,
      firstFrame: true,
      lighthouse: false,
      surge: true,
    });
    expect(parseBenchArgs(['--first-frame-only'])).toEqual({
      sizeReport: false,
      firstFrame: true,
      lighthouse: false,
      surge: false,
    });
    expect(parseBenchArgs(['--first-frame-only', '--no-lighthouse'])).toEqual({
      sizeReport: false,
      firstFrame: true,
      lighthouse: false,
      surge: false,
    });
    expect(parseBenchArgs(['--surge-only'])).toEqual({
      sizeReport: false,
      firstFrame: false,
      lighthouse: false,
      surge: true,
    });
    expect(parseBenchArgs(['--no-surge', '--no-lighthouse'])).toEqual({
      sizeReport: true,
      firstFrame: true,
      lighthouse: false,
      surge: false,
    });
  });

  it('refuses an unknown option, and two options that leave nothing to run or contradict', () => {
    expect(() => parseBenchArgs(['--lighthouse'])).toThrow(/unknown option --lighthouse\n/);
    expect(() => parseBenchArgs(['--lighthouse-only', '--no-lighthouse'])).toThrow(/leave nothing to run/);
    expect(() => parseBenchArgs(['--first-frame-only', '--lighthouse-only'])).toThrow(/contradict/);
    expect(() => parseBenchArgs(['--surge-only', '--no-surge'])).toThrow(/contradicts/);
  });

  it('takes the pages and the Lighthouse rounds of a short check, either way they are written', () => {
    expect(parseBenchArgs(['--lighthouse-only', '--pages', '/news', '--rounds', '1'])).toEqual({
      sizeReport: false,
      firstFrame: false,
      lighthouse: true,
      surge: false,
      pages: ['/news'],
      rounds: 1,
    });
    expect(parseBenchArgs(['--pages=/, article ,match-centre', '--rounds=2'])).toMatchObject({
      sizeReport: true,
      lighthouse: true,
      pages: ['/', 'article', 'match-centre'],
      rounds: 2,
    });
    expect(parseBenchArgs(['--lighthouse-only'])).not.toHaveProperty('pages');
    expect(parseBenchArgs(['--lighthouse-only'])).not.toHaveProperty('rounds');
  });

  it('refuses a value option without its value, rounds that are not a count, and options for parts that do not run', () => {
    expect(() => parseBenchArgs(['--pages'])).toThrow(/--pages needs a value/);
    expect(() => parseBenchArgs(['--pages', '--lighthouse-only'])).toThrow(/--pages needs a value/);
    expect(() => parseBenchArgs(['--rounds', '0'])).toThrow(/whole number from 1, not 0/);
    expect(() => parseBenchArgs(['--rounds', '1.5'])).toThrow(/whole number/);
    expect(() => parseBenchArgs(['--first-frame-only', '--rounds', '1'])).toThrow(/Lighthouse does not run/);
    expect(() => parseBenchArgs(['--surge-only', '--pages', '/'])).toThrow(/neither runs/);
  });
});
