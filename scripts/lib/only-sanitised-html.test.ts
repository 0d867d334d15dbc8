import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every app that renders in the browser; each file is read as text.
const REPO = join(import.meta.dirname, '../..');
const BROWSER_APPS = [
  'shared/src',
  'shell/src',
  'mfe-content/src',
  'mfe-matches/src',
  'mfe-streaming/src',
  'mfe-account/src',
];

/** The one module allowed to set inner HTML: it sanitises first. */
const SANITISED_RENDERER = 'shared/src/html/html-body.tsx';

/** Ways to turn a string into markup in the page. */
const HTML_SINKS =
  /dangerouslySetInnerHTML|\.innerHTML\s*=|\.outerHTML\s*=|insertAdjacentHTML|document\.write|createContextualFragment|new DOMParser/;

function sourceFiles(dir: string): string[] {
  return readdirSync(join(REPO, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('HTML rendering', () => {
  it('goes through the sanitiser everywhere: no other source file turns a string into markup', () => {
    const renderers = BROWSER_APPS.flatMap(sourceFiles).filter((file) =>
      HTML_SINKS.test(readFileSync(join(REPO, file), 'utf8')),
    );
    expect(renderers.map((file) => relative('.', file))).toEqual([SANITISED_RENDERER]);
  });
});
