/**
 * What moves on screen without the visitor doing anything, from the page's first script on
 * (Chromium's Layout Instability API): the sum of the shifts (the page's CLS) and each node that
 * moved, named with its rectangles before and after, so that a failure says what moved and how.
 */
import type { Page } from '@playwright/test';

export interface LayoutShifts {
  /** The sum of every shift's value. */
  total: number;
  /** Each node that moved (within `within`), its place and size before and after. */
  moved: string[];
}

/**
 * Starts noting the page's layout shifts; call before it loads. `within`: name only nodes inside
 * an element matching this selector (the total counts every shift). Returns a reader of what was
 * noted so far.
 */
export async function watchLayoutShifts(page: Page, within = ':root'): Promise<() => Promise<LayoutShifts>> {
  await page.addInitScript((scope: string) => {
    const noted: LayoutShifts = { total: 0, moved: [] };
    Object.assign(window, { __layoutShifts: noted });
    const describe = (node: Element) =>
      `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''} "${(node.textContent ?? '').trim().slice(0, 40)}"`;
    const change = (name: string, before: number, after: number) =>
      `${name} ${Math.round(before)} -> ${Math.round(after)}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: Array<{ node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
        }
      >) {
        if (entry.hadRecentInput) continue;
        noted.total += entry.value;
        for (const { node, previousRect: before, currentRect: after } of entry.sources)
          if (node instanceof Element && node.closest(scope))
            noted.moved.push(
              `${describe(node)} at ${Math.round(entry.startTime)} ms: ${[
                change('x', before.x, after.x),
                change('y', before.y, after.y),
                change('width', before.width, after.width),
                change('height', before.height, after.height),
              ].join(', ')}`,
            );
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }, within);
  return () => page.evaluate(() => (window as unknown as { __layoutShifts: LayoutShifts }).__layoutShifts);
}
