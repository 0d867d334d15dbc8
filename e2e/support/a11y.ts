/**
 * Accessibility checks the specs share: every axe-core violation, whatever its impact (minor,
 * moderate, serious or critical). Issue 13 raised the bar from "no serious or critical" to none at
 * all: a moderate finding such as 'region' is a real barrier too.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Every axe-core violation on the page, or within `selector`, each with its impact and where it is. */
export async function axeViolations(page: Page, selector?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const results = await (selector ? builder.include(selector) : builder).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'no impact given'}): ${violation.help} (${violation.nodes.map((node) => node.target).join(', ')})`,
  );
}
