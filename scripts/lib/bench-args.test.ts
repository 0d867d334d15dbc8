import { describe, expect, it } from 'vitest';
import { parseBenchArgs } from './bench-args.ts';

describe('parseBenchArgs', () => {
  it('runs every part by default', () => {
    expect(parseBenchArgs([])).toEqual({ sizeReport: true, firstFrame: true, lighthouse: true });
  });

  it('runs some parts when asked', () => {
    expect(parseBenchArgs(['--lighthouse-only'])).toEqual({
      sizeReport: false,
      firstFrame: false,
      lighthouse: true,
    });
    expect(parseBenchArgs(['--no-lighthouse'])).toEqual({
      sizeReport: true,
      firstFrame: true,
      lighthouse: false,
    });
    expect(parseBenchArgs(['--first-frame-only'])).toEqual({
      sizeReport: false,
      firstFrame: true,
      lighthouse: false,
    });
    expect(parseBenchArgs(['--first-frame-only', '--no-lighthouse'])).toEqual({
      sizeReport: false,
      firstFrame: true,
      lighthouse: false,
    });
  });

  it('refuses an unknown option, and two options that leave nothing to run or contradict', () => {
    expect(() => parseBenchArgs(['--lighthouse'])).toThrow(/unknown option --lighthouse\n/);
    expect(() => parseBenchArgs(['--lighthouse-only', '--no-lighthouse'])).toThrow(/leave nothing to run/);
    expect(() => parseBenchArgs(['--first-frame-only', '--lighthouse-only'])).toThrow(/contradict/);
  });
});
