/** Every seeded date is measured back from this fixed instant, so the data never drifts with the clock. */
export const SEED_BASE_DATE = new Date('2026-11-01T12:00:00Z');

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;
