import { describe, expect, it } from 'vitest';
import { parseBenchArgs } from './bench-args.ts';

describe('parseBenchArgs', () => {
  it('runs both parts by default', () => {
    expect(parseBenchArgs([])).toEqual({ sizeReport: true, lighthouse: true });
  });

  it('runs one part when asked', () => {
    expect(parseBenchArgs(['--lighthouse-only'])).toEqual({ sizeReport: false, lighthouse: true });
    expect(parseBenchArgs(['--no-lighthouse'])).toEqual({ sizeReport: true, lighthouse: false });
  });

  it('refuses an unknown option, and two options that leave nothing to run', () => {
    expect(() => parseBenchArgs(['--lighthouse'])).toThrow(/unknown option --lighthouse\n/);
    expect(() => parseBenchArgs(['--lighthouse-only', '--no-lighthouse'])).toThrow(/leave nothing to run/);
  });
});
