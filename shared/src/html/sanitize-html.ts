/**
 * The one sanitiser for HTML written in a CMS (article, club page, FAQ and package bodies). A CMS
 * import can carry anything, so only an allowlist of tags and attributes survives: no script, no
 * event handler, no style, no frame, and links only to http(s), mailto, tel or this site. Links to
 * other sites open in a new tab without an opener or a referrer; images keep their size (no
 * layout shift) and load lazily.
 */
import DOMPurify from 'dompurify';

/** The tags a CMS body may use: text, lists, tables, quotes, figures and images. */
export const ALLOWED_HTML_TAGS = [
  'a',
  'abbr',
  'b',
  'blockquote',
  'br',
  'caption',
  'cite',
  'code',
  'dd',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'li',
  'ol',
  'p',
  'pre',
  'q',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'time',
  'tr',
  'u',
  'ul',
];

/** The attributes they may carry; nothing else (no `on*`, `style`, `id`, `srcdoc`, `formaction` ...). */
export const ALLOWED_HTML_ATTRIBUTES = [
  'alt',
  'colspan',
  'datetime',
  'dir',
  'height',
  'href',
  'lang',
  'rowspan',
  'scope',
  'src',
  'title',
  'width',
];

// Absolute http(s), mailto and tel, or a relative address; never javascript:, data:, vbscript: ...
const ALLOWED_URI = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** What an external link gets: a new tab that cannot reach back into this page (`window.opener`). */
export const EXTERNAL_LINK_REL = 'noopener noreferrer';

function isOtherSite(href: string, page: HtmlWindow): boolean {
  try {
    const url = new URL(href, page.document.baseURI);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== page.location.origin;
  } catch {
    return false;
  }
}

/** A window with its DOM classes, as DOMPurify needs it: the browser's, or jsdom's on the server. */
export type HtmlWindow = Window & typeof globalThis;

/**
 * The window DOMPurify parses in and links are judged against: the page's, or on the server (which
 * has none) a DOM at the site's address that the shell's server build provides before it renders
 * (docs/architecture.md "Server rendering").
 */
let providedWindow: HtmlWindow | undefined;

/** The server's window for sanitising (jsdom at the site's address); the next body uses it. */
export function provideHtmlWindow(page: HtmlWindow): void {
  if (providedWindow === page) return;
  providedWindow = page;
  purifier = null;
}

let purifier: ReturnType<typeof DOMPurify> | null = null;

function getPurifier() {
  if (purifier) return purifier;
  const page = providedWindow ?? (typeof window === 'undefined' ? undefined : window);
  // Without a DOM, DOMPurify would hand the HTML back as it came: never render a body unsanitised.
  if (!page) throw new Error('No window to sanitise HTML in: provideHtmlWindow must come first on a server.');
  const instance = DOMPurify(page);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const href = node.getAttribute('href');
      if (href && isOtherSite(href, page)) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', EXTERNAL_LINK_REL);
      }
    }
    if (node.tagName === 'IMG') {
      // An image without a source is dropped; one with a data: source too (DOMPurify lets data:
      // images through by default, and a CMS has no reason to inline them).
      const src = node.getAttribute('src');
      if (!src || /^\s*data:/i.test(src)) {
        node.remove();
        return;
      }
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
      if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
    }
  });
  purifier = instance;
  return instance;
}

// Chromium checks the page's CSP when it parses an event-handler attribute, even in the inert
// document DOMPurify parses into, and reports a violation for a handler that could never run. The
// handlers in tags are renamed to data- attributes first (which the allowlist then drops), so a hostile body
// leaves no report; one this misses is still removed by DOMPurify and blocked by the CSP.
const EVENT_HANDLER_ATTRIBUTE = /([\s/"'])on([a-z]+\s*=)/gi;

/** Returns `html` with everything outside the allowlist removed (see the module comment). */
export function sanitizeHtml(html: string): string {
  const renamed = html.replace(/<[^>]*>/g, (tag) =>
    tag.replace(EVENT_HANDLER_ATTRIBUTE, '$1data-removed-on$2'),
  );
  return getPurifier().sanitize(renamed, {
    ALLOWED_TAGS: ALLOWED_HTML_TAGS,
    ALLOWED_ATTR: ALLOWED_HTML_ATTRIBUTES,
    ALLOWED_URI_REGEXP: ALLOWED_URI,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
    KEEP_CONTENT: true,
  });
}
