/**
 * The floor of a page (issue 20): the page as a first visitor saw it once rendered, saved as plain
 * HTML with its stylesheets and pictures and no script at all. What a page's scripts cost its first
 * paint is how far its figures stand above its floor's. Pure: the DOM goes in as text and the floor
 * comes out as text; taking the DOM and serving the floor are in floor.ts.
 */
import { JSDOM } from 'jsdom';

export interface FloorOptions {
  /** The address the page was rendered at: its relative addresses resolve against it. */
  pageUrl: string;
  /**
   * The origin the floor asks the page's own files of (the floor's server forwards them to the
   * site), so that the floor fetches them over its own origin's connections, as the page does over
   * its own. The page's origin when not given.
   */
  assetOrigin?: string | undefined;
  /** Stylesheets (absolute addresses) that styled nothing on the page: left out, and their preloads. */
  unusedStylesheets?: Iterable<string> | undefined;
}

/** What a `<link rel="preload">` may fetch in the floor: what HTML and CSS use without a script. */
const PRELOADS_KEPT = new Set(['style', 'image', 'font']);

/** Link relations that fetch ahead for a script or for a later page: none has a use in the floor. */
const AHEAD_RELS = new Set(['modulepreload', 'prefetch', 'prerender']);

/** Attributes that hold one address, and those that hold a list of them (`srcset`). */
const URL_ATTRIBUTES = ['href', 'src', 'poster', 'xlink:href'];
const SRCSET_ATTRIBUTES = ['srcset', 'imagesrcset'];

/**
 * The candidates of a `srcset` as the HTML standard splits them: an address runs to the next
 * white space (a comma inside it, as in `w_100,h_50`, is part of it; commas at its end end the
 * candidate), then descriptors run to the next comma.
 */
export function srcsetCandidates(srcset: string): Array<{ url: string; descriptors: string }> {
  const candidates: Array<{ url: string; descriptors: string }> = [];
  let at = 0;
  while (at < srcset.length) {
    while (at < srcset.length && /[\s,]/.test(srcset[at] as string)) at++;
    if (at >= srcset.length) break;
    let end = at;
    while (end < srcset.length && !/\s/.test(srcset[end] as string)) end++;
    let url = srcset.slice(at, end);
    at = end;
    if (url.endsWith(',')) {
      url = url.replace(/,+$/, '');
      candidates.push({ url, descriptors: '' });
      continue;
    }
    const comma = srcset.indexOf(',', at);
    const stop = comma === -1 ? srcset.length : comma;
    candidates.push({ url, descriptors: srcset.slice(at, stop).trim() });
    at = stop + 1;
  }
  return candidates;
}

/** The floor of a rendered page: `html` is its `document.documentElement.outerHTML`. */
export function floorHtml(html: string, options: FloorOptions): string {
  const { document } = new JSDOM(`<!DOCTYPE html>${html}`, { url: options.pageUrl }).window;
  const pageOrigin = new URL(options.pageUrl).origin;
  const assetOrigin = options.assetOrigin === undefined ? pageOrigin : new URL(options.assetOrigin).origin;
  const unused = new Set([...(options.unusedStylesheets ?? [])].map((url) => new URL(url).href));
  // Taken once: rewriting a <base> below must not move what the addresses after it resolve against.
  const base = document.baseURI;

  /** The absolute address, on the asset origin if it is the page's; other schemes as they were. */
  const absolute = (value: string): string => {
    let url: URL;
    try {
      url = new URL(value, base);
    } catch {
      return value;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return value;
    return url.origin === pageOrigin ? `${assetOrigin}${url.href.slice(pageOrigin.length)}` : url.href;
  };
  const resolved = (value: string | null) => {
    try {
      return value === null ? undefined : new URL(value, base).href;
    } catch {
      return undefined;
    }
  };

  for (const script of document.querySelectorAll('script')) script.remove();
  for (const link of document.querySelectorAll('link')) {
    const rels = (link.getAttribute('rel') ?? '').toLowerCase().split(/\s+/);
    const as = (link.getAttribute('as') ?? '').toLowerCase();
    const href = resolved(link.getAttribute('href'));
    const forScript =
      rels.some((rel) => AHEAD_RELS.has(rel)) || (rels.includes('preload') && !PRELOADS_KEPT.has(as));
    const ofUnusedSheet =
      href !== undefined &&
      unused.has(href) &&
      (rels.includes('stylesheet') || (rels.includes('preload') && as === 'style'));
    if (forScript || ofUnusedSheet) link.remove();
  }

  for (const element of document.querySelectorAll('*')) {
    for (const attribute of [...element.attributes]) {
      const name = attribute.name.toLowerCase();
      // Event handler attributes are script too (React writes none; this keeps the floor script-free).
      if (name.startsWith('on')) element.removeAttribute(attribute.name);
      else if (URL_ATTRIBUTES.includes(name) && !attribute.value.startsWith('#'))
        element.setAttribute(attribute.name, absolute(attribute.value));
      else if (SRCSET_ATTRIBUTES.includes(name))
        element.setAttribute(
          attribute.name,
          srcsetCandidates(attribute.value)
            .map(({ url, descriptors }) => (descriptors ? `${absolute(url)} ${descriptors}` : absolute(url)))
            .join(', '),
        );
    }
  }
  return `<!DOCTYPE html>\n${document.documentElement.outerHTML}\n`;
}
