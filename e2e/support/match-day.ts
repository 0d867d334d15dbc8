/** The services processes the match-day e2e runs (support/serve-on-postgres.ts). */
export const MATCH_DAY_PROCESSES = 2;
