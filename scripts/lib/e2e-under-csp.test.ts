import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The e2e suite proves the site's Content-Security-Policy only while its pages run under it
// (issue 8, docs/security.md "CSP violations are caught"). Each file is read as text.
const REPO = join(import.meta.dirname, '../..');

/** Everything that drives a browser for the e2e suite or the bench. */
const BROWSER_DRIVERS = ['e2e/tests', 'e2e/dev', 'e2e/support', 'scripts/lib', 'scripts/bench.ts'];

/** The one helper allowed to add a stylesheet: it serves it as a file of the page's own origin. */
const STYLE_HELPER = 'e2e/support/site.ts';

const THIS_FILE = 'scripts/lib/e2e-under-csp.test.ts';

function sourceFiles(path: string): string[] {
  const entries = (() => {
    try {
      return readdirSync(join(REPO, path), { withFileTypes: true });
    } catch {
      return null;
    }
  })();
  if (entries === null) return /\.tsx?$/.test(path) ? [path] : [];
  return entries.flatMap((entry) => sourceFiles(join(path, entry.name)));
}

/** The files (and lines) of the drivers whose text matches `pattern`. */
function offenders(pattern: RegExp, except: readonly string[] = []): string[] {
  return BROWSER_DRIVERS.flatMap(sourceFiles)
    .filter((file) => file !== THIS_FILE && !except.includes(file))
    .flatMap((file) =>
      readFileSync(join(REPO, file), 'utf8')
        .split('\n')
        .flatMap((line, index) => (pattern.test(line) ? [`${file}:${index + 1}`] : [])),
    );
}

describe('browsers driven by the tests and the bench', () => {
  it('all run under the CSP: no context bypasses it', () => {
    expect(offenders(/bypassCSP/)).toEqual([]);
  });

  it('add styles only as a file of the page’s origin (addTestStyles), never inline', () => {
    expect(offenders(/\.addStyleTag\(/, [STYLE_HELPER])).toEqual([]);
    // The helper itself passes a url, never `content` (an inline <style> the policy drops silently).
    const helper = readFileSync(join(REPO, STYLE_HELPER), 'utf8');
    expect(helper).toMatch(/\.addStyleTag\(\{ url \}\)/);
    expect(helper).not.toMatch(/\.addStyleTag\(\{[^}]*content/);
  });

  it('wait with a function, never a string that the page would have to eval on every poll', () => {
    expect(offenders(/waitForFunction\(\s*['"`]/)).toEqual([]);
  });

  it('are read as text, so the checks above can fail', () => {
    const styleTags = offenders(/\.addStyleTag\(/);
    expect(styleTags.length).toBeGreaterThan(0);
    for (const place of styleTags) expect(place).toMatch(/^e2e\/support\/site\.ts:\d+$/);
    expect(offenders(/waitForFunction\(/).length).toBeGreaterThan(0);
  });
});
