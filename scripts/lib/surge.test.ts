import { describe, expect, it } from 'vitest';
import { pacedShares } from './surge.ts';

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('a paced surge load, spread over autocannon runs', () => {
  it('keeps the session checks’ amount, pace and connections, 16 runs started over one second', () => {
    const shares = pacedShares(20_000, 20_000 / 60, 64);
    expect(shares).toHaveLength(16);
    expect(sum(shares.map((share) => share.amount))).toBe(20_000);
    expect(sum(shares.map((share) => share.rate))).toBe(334);
    expect(sum(shares.map((share) => share.connections))).toBe(64);
    expect(shares.map((share) => share.delayMs)).toEqual(
      Array.from({ length: 16 }, (_, i) => Math.round((i * 1000) / 16)),
    );
  });

  it('keeps a slow pace slow: 500 sign-ins in 60 s over 16 connections is 9 a second, no run without one', () => {
    const shares = pacedShares(500, 500 / 60, 16);
    expect(sum(shares.map((share) => share.rate))).toBe(9);
    expect(sum(shares.map((share) => share.amount))).toBe(500);
    for (const share of shares) {
      expect(share.rate).toBeGreaterThanOrEqual(1);
      expect(share.connections).toBeGreaterThanOrEqual(1);
      expect(share.connections).toBeLessThanOrEqual(share.rate);
    }
  });
});
