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
  /dangerouslySetInnerHTML|\.innerHTML\s*=|\.outerHTML\s*=|\[['"`](?:inner|outer)HTML['"`]\]|insertAdjacentHTML|document\.write|createContextualFragment|new DOMParser|setHTMLUnsafe|parseHTMLUnsafe|\.srcdoc\s*=|srcDoc=/;

/**
 * Every place that renders an HTML body from a service, each through `HtmlBody` (@club/shared/html):
 * a new one must be added here, and can render its HTML no other way (the sinks above).
 */
const HTML_BODY_PLACES = [
  // Package further information and the payment provider's plan bodies (spec 001 §2, §3).
  'mfe-account/src/features/packages/components/further-information.tsx',
  'mfe-account/src/features/packages/components/plan-list.tsx',
  // Article bodies, including legacy imports (issue 9).
  'mfe-content/src/features/news/components/article-view.tsx',
  // Club content pages.
  'mfe-content/src/features/pages/components/club-page.tsx',
  // Player biographies.
  'mfe-matches/src/features/players/components/player-page.tsx',
  // The streaming FAQs (/videos/faqs and the streamer site's 'Having Trouble?').
  'mfe-streaming/src/components/faq-list.tsx',
];

/** The shell's server render gives the sanitiser a DOM to run in (jsdom), and renders no body itself. */
const SANITISER_DOM_PROVIDER = 'shell/src/server/render-page.tsx';

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

  it('lists every place that renders an HTML body, each through HtmlBody', () => {
    const places = BROWSER_APPS.flatMap(sourceFiles)
      .filter((file) => !file.startsWith('shared/src/html/') && file !== SANITISER_DOM_PROVIDER)
      .filter((file) => /['"]@club\/shared\/html['"]/.test(readFileSync(join(REPO, file), 'utf8')));
    expect(places.toSorted()).toEqual(HTML_BODY_PLACES.toSorted());
    for (const file of places) expect(readFileSync(join(REPO, file), 'utf8')).toMatch(/<HtmlBody\b/);
  });

  it('lets the server render only give the sanitiser its DOM', () => {
    expect(readFileSync(join(REPO, SANITISER_DOM_PROVIDER), 'utf8')).toMatch(
      /import \{ type HtmlWindow, provideHtmlWindow \} from '@club\/shared\/html';/,
    );
  });
});
