// The security headers of the services' hosted HTML pages (the account site, the hosted checkout
// and the billing portal) and of every other response. The pages load nothing but their own
// stylesheet and post only to this server (and, after the redirect, to the site), so their
// Content-Security-Policy is 'none' for everything else; violations are reported to this server's
// own collector (collect/collect-routes.ts). docs/security.md lists what each header stops.
import type { FastifyInstance, FastifyReply } from 'fastify';

/** The collector's CSP report endpoint, relative so it is this server whatever host served the page. */
export const CSP_REPORT_URL = '/collect/csp-reports';
/** The Reporting-Endpoints name the pages' `report-to` uses. */
export const CSP_REPORT_GROUP = 'csp';

/** No page here plays, films, locates or pays through the browser: every powerful feature is off. */
export const PAGE_PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'encrypted-media=()',
  'fullscreen=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=()',
  'usb=()',
].join(', ');

/**
 * A hosted page's policy: nothing loads but the style given (a nonce or a hash), forms post to this
 * server and to `formTargets` (the site a form's redirect leads to), no framing, no <base>.
 */
export function pageCsp(input: { styleSource: string; formTargets: readonly string[] }): string {
  return [
    "default-src 'none'",
    `style-src ${input.styleSource}`,
    `form-action ${["'self'", ...input.formTargets].join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
    `report-uri ${CSP_REPORT_URL}`,
    `report-to ${CSP_REPORT_GROUP}`,
  ].join('; ');
}

/**
 * The headers of a hosted page besides its CSP. The referrer stays on this server: 'same-origin'
 * is stricter than the site's strict-origin-when-cross-origin, and 'no-referrer' would make the
 * browser post the forms with `Origin: null`, which the CSRF checks rightly refuse.
 */
export function sendPageSecurityHeaders(reply: FastifyReply, csp: string): FastifyReply {
  return reply
    .header('content-security-policy', csp)
    .header('reporting-endpoints', `${CSP_REPORT_GROUP}="${CSP_REPORT_URL}"`)
    .header('x-frame-options', 'DENY')
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'same-origin')
    .header('permissions-policy', PAGE_PERMISSIONS_POLICY)
    .header('cross-origin-opener-policy', 'same-origin')
    .header('cache-control', 'no-store');
}

/** Every response: its content type is the one it says (no sniffing a JSON error into HTML). */
export function installBaselineHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
  });
}
