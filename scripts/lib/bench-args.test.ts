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
});
