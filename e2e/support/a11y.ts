/**
 * Accessibility checks the specs share: every axe-core violation, whatever its impact (minor,
 * moderate, serious or critical), of every rule axe-core runs by default (no tags narrow it). Issue
 * 13 raised the bar from "no serious or critical" to none at all: a moderate finding such as
 * 'region' is a real barrier too. Issue 21 moved to axe-core 4.14, whose defaults add
 * 'label-content-name-mismatch' (WCAG 2.5.3 Label in Name).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export interface AxeOptions {
  /**
   * Only these rules (axe-core rule ids), for a check of one thing in a passing state of the page
   * (while it loads, say) rather than of a finished page, which is held to every rule.
   */
  rules?: string[];
}

/** Every axe-core violation on the page, or within `selector`, each with its impact and where it is. */
export async function axeViolations(
  page: Page,
  selector?: string,
  { rules }: AxeOptions = {},
): Promise<string[]> {
  let builder = new AxeBuilder({ page });
  if (selector) builder = builder.include(selector);
  if (rules) builder = builder.withRules(rules);
  // With no frames in the page, axe-core runs in the page itself (axe.run). By default
  // @axe-core/playwright runs it a frame at a time and assembles the results in a new blank tab, so
  // that cross-origin frames are checked too; with only the top document the two check the same
  // elements against the same rules, and the tab costs about half of each run (measured on the
  // pages-at-breakpoints sweep, issue 23).
  if (page.frames().length === 1) builder = builder.setLegacyMode(true);
  const results = await builder.analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'no impact given'}): ${violation.help} (${violation.nodes.map((node) => node.target).join(', ')})`,
  );
}
