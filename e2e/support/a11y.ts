/**
 * Accessibility checks the specs share: axe-core's serious and critical violations, which the
 * issue's bar is ("no serious or critical axe-core violations").
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Serious and critical violations on the page, or within `selector`, each with where it is. */
export async function seriousViolations(page: Page, selector?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const results = await (selector ? builder.include(selector) : builder).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target).join(', ')})`,
    );
}
