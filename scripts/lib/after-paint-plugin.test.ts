import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { afterPaintFile, classicScript } from './after-paint-plugin.ts';

const SOURCE = readFileSync(path.join(import.meta.dirname, '../../shell/src/after-paint.ts'), 'utf8');

/** Runs the script as a page would, its <script> naming main.js; returns the scripts it added. */
function runAsPage(code: string, { painted, observer }: { painted: boolean; observer?: unknown }) {
  const added: string[] = [];
  const timers: Array<() => void> = [];
  const element = { src: '' };
  runInNewContext(code, {
    document: {
      currentScript: { dataset: { main: '/main.0123456789.js' } },
      createElement: () => element,
      head: { append: (script: typeof element) => added.push(script.src) },
    },
    performance: { getEntriesByName: () => (painted ? [{}] : []) },
    window: { setTimeout: (then: () => void) => timers.push(then) },
    ...(observer ? { PerformanceObserver: observer } : {}),
  });
  return { added, timers };
}

describe('the after-paint script as the build writes it', () => {
  const { code, map } = classicScript(SOURCE);

  it('is a classic script: it adds main.js at once on a page that has painted', () => {
    expect(code).not.toMatch(/^\s*(import|export)\b/m);
    expect(runAsPage(code, { painted: true }).added).toEqual(['/main.0123456789.js']);
  });

  it('waits for the first contentful paint where the browser reports paints, or for its limit', () => {
    type PaintList = { getEntriesByName(name: string): unknown[] };
    let report: ((list: PaintList) => void) | undefined;
    class Observer {
      static supportedEntryTypes = ['paint'];
      constructor(callback: (list: PaintList) => void) {
        report = callback;
      }
      observe() {}
      disconnect() {}
    }
    const page = runAsPage(code, { painted: false, observer: Observer });
    expect(page.added).toEqual([]);
    report?.({ getEntriesByName: (name) => (name === 'first-paint' ? [{}] : []) });
    expect(page.added).toEqual([]);
    report?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
    expect(page.added).toEqual(['/main.0123456789.js']);

    const background = runAsPage(code, { painted: false, observer: Observer });
    expect(background.added).toEqual([]);
    for (const timer of background.timers) timer();
    expect(background.added).toEqual(['/main.0123456789.js']);
  });

  it('keeps its names to itself', () => {
    const globals: Record<string, unknown> = {};
    runInNewContext(code, globals);
    expect(Object.keys(globals)).toEqual([]);
  });

  it('has a source map back to its source', () => {
    const parsed = JSON.parse(map) as { sourcesContent: string[]; mappings: string };
    expect(parsed.sourcesContent).toEqual([SOURCE]);
    // The wrapper's first line maps to nothing: the module's lines are a line further down.
    expect(parsed.mappings.startsWith(';')).toBe(true);
    expect(code).not.toContain('sourceMappingURL');
  });

  it('is named by its content', () => {
    expect(afterPaintFile(code)).toMatch(/^after-paint\.[0-9a-f]{10}\.js$/);
    expect(afterPaintFile(code)).toBe(afterPaintFile(classicScript(SOURCE).code));
    expect(afterPaintFile(`${code};`)).not.toBe(afterPaintFile(code));
  });
});
