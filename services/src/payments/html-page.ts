// The hosted checkout and billing portal are pages, not JSON: server-rendered, with no scripts and
// no external assets. The Content-Security-Policy allows only the page's own stylesheet (by hash)
// and form posts to this server and, after their redirect, to the site's origin given. The referrer
// stays on this server ('same-origin'): 'no-referrer' would make the browser send `Origin: null`
// with the forms, which the CSRF check rightly refuses.
import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { pageCsp, sendPageSecurityHeaders } from '../lib/security-headers.ts';
import { AMOUNT_LOCALE } from './constants.ts';

const STYLE = `
:root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
body { margin: 0; background: #eef1f5; color: #1a1f36; line-height: 1.5; }
main { max-width: 34rem; margin: 2rem auto; padding: 2rem; background: #fff; border-radius: 12px;
  box-shadow: 0 2px 12px rgb(0 0 0 / 0.08); }
h1 { font-size: 1.5rem; margin: 0 0 0.5rem; }
h2 { font-size: 1.05rem; margin: 1.5rem 0 0.5rem; }
h3 { font-size: 1rem; margin: 0; }
.note { color: #4f566b; font-size: 0.9rem; margin: 0 0 1rem; }
.notice { background: #e6f4ea; border-radius: 8px; padding: 0.75rem 1rem; }
dl { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 1rem; margin: 1rem 0; }
dt { color: #4f566b; }
dd { margin: 0; font-weight: 600; }
.methods { display: flex; flex-wrap: wrap; gap: 0.5rem; list-style: none; padding: 0; margin: 0; }
.methods li { border: 1px solid #c1c9d2; border-radius: 6px; padding: 0.2rem 0.6rem; font-size: 0.85rem; }
fieldset { border: 1px solid #c1c9d2; border-radius: 8px; margin: 1rem 0; padding: 0.5rem 1rem; }
label { display: block; padding: 0.25rem 0; }
button { font: inherit; font-weight: 600; border: 0; border-radius: 8px; padding: 0.75rem 1.25rem;
  background: #0a2540; color: #fff; cursor: pointer; }
button:focus-visible, a:focus-visible, input:focus-visible { outline: 3px solid #635bff; outline-offset: 2px; }
.secondary { background: #fff; color: #b42318; border: 1px solid #b42318; padding: 0.4rem 0.8rem; }
.purchases { list-style: none; padding: 0; }
.purchases li { border-top: 1px solid #e3e8ee; padding: 0.75rem 0; }
a { color: #0a2540; }
`;
const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');

export interface Page {
  title: string;
  /** Trusted HTML: every value in it was escaped by whoever built it. */
  body: string;
  /** Origins a form's redirect may lead to, besides this server. */
  formTargets?: string[];
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

export function formatAmount(amount: number, currency: string): string {
  return new Intl.NumberFormat(AMOUNT_LOCALE, { style: 'currency', currency: currency.toUpperCase() }).format(
    amount / 100,
  );
}

export function sendPage(reply: FastifyReply, status: number, page: Page): FastifyReply {
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(page.title)}</title>
<style>${STYLE}</style>
</head>
<body>
${page.body}
</body>
</html>
`;
  const csp = pageCsp({ styleSource: `'sha256-${STYLE_HASH}'`, formTargets: page.formTargets ?? [] });
  return sendPageSecurityHeaders(reply.code(status), csp)
    .header('content-type', 'text/html; charset=utf-8')
    .send(html);
}

/** A page with a heading, a message and one link onward: not found, expired, refused. */
export function messagePage(title: string, message: string, link?: { href: string; text: string }): Page {
  const onward = link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>` : '';
  return {
    title,
    body: `<main>\n<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(message)}</p>\n${onward}\n</main>`,
  };
}
