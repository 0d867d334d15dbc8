/**
 * Accessibility checks the specs share: every axe-core violation, whatever its impact (minor,
 * moderate, serious or critical), of every rule axe-core runs by default (no tags narrow it). Issue
 * 13 raised the bar from "no serious or critical" to none at all: a moderate finding such as
 * 'region' is a real barrier too. Issue 21 moved to axe-core 4.14, whose defaults add
 * 'label-content-name-mismatch' (WCAG 2.5.3 Label in Name).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import axe from 'axe-core';

export interface AxeOptions {
  /**
   * Only these rules (axe-core rule ids), for a check of one thing in a passing state of the page
   * (while it loads, say) rather than of a finished page, which is held to every rule.
   */
  rules?: string[];
}

/** A violation as the specs report it: the rule, its impact and help, and where it is. */
const describe = (violation: Pick<axe.Result, 'id' | 'impact' | 'help'> & { targets: string[] }) =>
  `${violation.id} (${violation.impact ?? 'no impact given'}): ${violation.help} (${violation.targets.join(', ')})`;

/** Every axe-core violation on the page, or within `selector`, each with its impact and where it is. */
export async function axeViolations(
  page: Page,
  selector?: string,
  { rules }: AxeOptions = {},
): Promise<string[]> {
  // A page with frames: @axe-core/playwright runs axe-core in each frame and assembles the results
  // in a blank tab, so that cross-origin frames are checked too.
  if (page.frames().length > 1) {
    let builder = new AxeBuilder({ page });
    if (selector) builder = builder.include(selector);
    if (rules) builder = builder.withRules(rules);
    const { violations } = await builder.analyze();
    return violations.map((violation) =>
      describe({ ...violation, targets: violation.nodes.map((node) => String(node.target)) }),
    );
  }
  // With only the top document, axe-core runs in the page itself, put there once per document (the
  // builder puts its 550 KB there twice a check), and it details the violations alone (the passes
  // and the rules that did not apply are what most of its results hold, all sent to the test).
  // Both check the same elements against the same rules; on the pages-at-breakpoints sweep this is
  // about a third of the builder's time (docs/testing.md).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(
    async ({ selector, rules }) => {
      const found = await window.axe.run(selector ? { include: [selector] } : document, {
        resultTypes: ['violations'],
        ...(rules ? { runOnly: { type: 'rule', values: rules } } : {}),
      });
      return found.violations.map(({ id, impact, help, nodes }) => ({
        id,
        impact,
        help,
        targets: nodes.map((node) => String(node.target)),
      }));
    },
    { selector, rules },
  );
  return violations.map(describe);
}

/** The breakpoints where axe-core runs every rule on the whole page: the narrowest and the widest. */
export const EVERY_RULE_AT: readonly number[] = [450, 1440];

/**
 * The rules axe-core runs by default whose outcome depends on where things sit rather than on what
 * is on the page: text over another background once the layout moves it, a region that scrolls at
 * one width and not at another.
 */
export const LAYOUT_RULES = ['color-contrast', 'scrollable-region-focusable'];

/**
 * The check for a page (or the part `selector` names) at one of the spec's four breakpoints: every
 * rule at the narrowest and the widest, the layout rules at 760 and 1024 px. The site's styles only
 * show a part from a width up (so it shows at 1440 px) or below one (so it shows at 450 px); the
 * two media ranges in between (760-1439 px, below 1024 px) hide parts: so an element on the page
 * at 760 or 1024 px is also there at 450 or 1440 px, where every rule checks it, and what the
 * middle widths change is where things sit, which the layout rules judge.
 */
export async function axeViolationsAtWidth(page: Page, width: number, selector?: string): Promise<string[]> {
  return axeViolations(page, selector, EVERY_RULE_AT.includes(width) ? {} : { rules: LAYOUT_RULES });
}
