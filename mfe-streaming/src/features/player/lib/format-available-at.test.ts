import { describe, expect, it } from 'vitest';
import { formatAvailableAt } from './format-available-at.ts';

describe('formatAvailableAt', () => {
  it("says the instant in the viewer's own zone, with the zone's name", () => {
    const end = '2026-11-07T17:15:00.000Z';
    expect(formatAvailableAt(end, 'Europe/London')).toMatch(/^Saturday,? 17:15 GMT$/);
    expect(formatAvailableAt(end, 'Europe/Paris')).toMatch(/^Saturday,? 18:15 CET$/);
    // The zone's short name depends on the ICU data (EST or GMT-5); the hour does not.
    expect(formatAvailableAt(end, 'America/New_York')).toMatch(/^Saturday,? 12:15 /);
  });

  it('answers null for something that is not a time', () => {
    expect(formatAvailableAt('soon')).toBeNull();
  });
});
