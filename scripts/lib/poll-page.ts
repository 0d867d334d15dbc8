import type { Page } from '@playwright/test';

/**
 * Reads a page every `everyMs` until `done` holds of what `read` gave, and returns that; undefined
 * once `timeoutMs` has passed. The measuring scripts poll instead of `page.waitForFunction`, which
 * evaluates a string in the page: the site's CSP refuses that (no `unsafe-eval`), and the figures
 * are taken under the real policy.
 */
export async function pollPage<T>(
  page: Page,
  read: () => Promise<T>,
  done: (value: T) => boolean,
  { timeoutMs, everyMs }: { timeoutMs: number; everyMs: number },
): Promise<T | undefined> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) return undefined;
    await page.waitForTimeout(everyMs);
  }
}
