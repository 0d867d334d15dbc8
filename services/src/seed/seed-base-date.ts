/** Every seeded date is measured back from this fixed instant, so the data never drifts with the clock. */
export const SEED_BASE_DATE = new Date('2026-11-01T12:00:00Z');
