/**
 * The tag of a test that must run alone although its spec runs beside others: it injects a fault,
 * reads or clears the collectors, or moves the test clock, which a test running beside it would
 * see. e2e/playwright.config.ts runs such tests in the 'site-serial' phase, one at a time, with the
 * specs that do so throughout (SERIAL_SPECS there).
 *
 *   test('shows Try again when the service fails', { tag: SERIAL }, async ({ page }) => { ... });
 */
export const SERIAL = '@serial';
