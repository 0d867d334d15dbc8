// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { EXTERNAL_LINK_REL, sanitizeHtml } from './sanitize-html.ts';
import { XSS_CORPUS } from './xss-corpus.ts';

const UNSAFE_URL = /^\s*(?:javascript|vbscript|data):/i;
const SCRIPTABLE_TAGS =
  'script, style, iframe, frame, frameset, object, embed, svg, math, form, input, button, link, meta, base, template, noscript, video, audio, source, details, marquee';

function parse(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return holder;
}

/** Every way the sanitised markup could still run script or take the reader elsewhere unasked. */
function dangers(clean: string): string[] {
  const found: string[] = [];
  const root = parse(clean);
  for (const element of root.querySelectorAll(SCRIPTABLE_TAGS)) found.push(`<${element.localName}>`);
  for (const element of root.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      if (attribute.name.startsWith('on')) found.push(`${element.localName}[${attribute.name}]`);
      if (
        ['style', 'id', 'name', 'srcset', 'background', 'cite', 'formaction', 'action'].includes(
          attribute.name,
        )
      ) {
        found.push(`${element.localName}[${attribute.name}]`);
      }
      if (/^(?:href|src|xlink:href)$/.test(attribute.name) && UNSAFE_URL.test(attribute.value)) {
        found.push(`${element.localName}[${attribute.name}=${attribute.value}]`);
      }
      if (attribute.name.startsWith('data-') || attribute.name.startsWith('ng-')) {
        found.push(`${element.localName}[${attribute.name}]`);
      }
    }
    if (element.getAttribute('target') === '_blank' && element.getAttribute('rel') !== EXTERNAL_LINK_REL) {
      found.push(`${element.localName}[target without rel]`);
    }
  }
  return found;
}

describe('sanitizeHtml', () => {
  it('holds a corpus of at least 50 known XSS shapes', () => {
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(50);
  });

  it.each(XSS_CORPUS.map((payload) => [payload]))('leaves nothing that runs or leaks in %s', (payload) => {
    expect(dangers(sanitizeHtml(payload))).toEqual([]);
  });

  it('sees through the corpus when it is not sanitised, so the check above can fail', () => {
    const caught = XSS_CORPUS.filter((payload) => dangers(payload).length > 0);
    expect(caught.length).toBeGreaterThanOrEqual(50);
  });

  it('leaves text that merely looks like a handler alone', () => {
    expect(sanitizeHtml('<p>Kick-off moved onwards= later, <b>on=</b> time</p>')).toBe(
      '<p>Kick-off moved onwards= later, <b>on=</b> time</p>',
    );
  });

  it('keeps the text of a hostile body', () => {
    const clean = sanitizeHtml('<p>Match report<script>steal()</script> <b onclick="x()">full time</b></p>');
    expect(parse(clean).textContent).toBe('Match report full time');
  });

  it('keeps the markup a CMS body uses', () => {
    const body =
      '<h2>Team news</h2><p>The <strong>squad</strong> is <em>fit</em>.</p><ul><li>One</li></ul>' +
      '<blockquote><p>Quote</p></blockquote><table><tbody><tr><td colspan="2">Cell</td></tr></tbody></table>';
    expect(sanitizeHtml(body)).toBe(body);
  });

  it('opens links to other sites in a new tab with no opener or referrer, and leaves own links alone', () => {
    const root = parse(
      sanitizeHtml(
        '<a href="https://tickets.example.com/buy">Tickets</a> <a href="/news/match-report">Report</a>',
      ),
    );
    const [external, own] = root.querySelectorAll('a');
    expect(external?.getAttribute('target')).toBe('_blank');
    expect(external?.getAttribute('rel')).toBe(EXTERNAL_LINK_REL);
    expect(own?.hasAttribute('target')).toBe(false);
    expect(own?.getAttribute('href')).toBe('/news/match-report');
  });

  it('keeps mailto and tel links', () => {
    const root = parse(
      sanitizeHtml('<a href="mailto:club@example.com">Mail</a><a href="tel:+441234">Call</a>'),
    );
    expect([...root.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      'mailto:club@example.com',
      'tel:+441234',
    ]);
  });

  it('keeps image sizes and makes images load lazily', () => {
    const image = parse(
      sanitizeHtml('<img src="/media/a.jpg" width="800" height="450" alt="Goal">'),
    ).querySelector('img');
    expect(image?.getAttribute('width')).toBe('800');
    expect(image?.getAttribute('height')).toBe('450');
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(image?.getAttribute('alt')).toBe('Goal');
  });

  it('drops images with a data: source or none', () => {
    expect(
      parse(sanitizeHtml('<img src="data:image/png;base64,AAAA"><img>')).querySelector('img'),
    ).toBeNull();
  });
});
