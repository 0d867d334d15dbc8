// Who may call the services from a browser (CORS), and where the hosted pages may send one back:
// the site's own origins and the headers its pages send. app.ts hands them to CORS and keeps the
// origins in the service context, where the account routes and the payment pages check their
// return addresses against them (payments/site-origins.ts).
import { PAYMENTS_SESSION_HEADER, REQUEST_ID_HEADER } from '@club/shared/contracts';

/**
 * The request headers a page on the site may send (CORS): listed, never echoed from the preflight,
 * so a page script cannot send a header only the edge may set (the viewer's country,
 * the edge's secret header) or any other.
 */
export const ALLOWED_REQUEST_HEADERS = [
  'accept',
  'authorization',
  'content-type',
  PAYMENTS_SESSION_HEADER,
  REQUEST_ID_HEADER,
];

/**
 * The site's origins when it runs on one machine at its own ports (DESIGN.md: the shell, the four
 * remotes and the streamer variant), by name and by address. The first is the club site's home,
 * where the hosted pages send a browser back when nothing else was asked for.
 */
export const localSiteOrigins = (ports: readonly number[]): string[] =>
  ports.flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]);

/** The site at DESIGN.md's fixed ports: what the services allow unless told otherwise. */
export const DEFAULT_SITE_ORIGINS = localSiteOrigins([3000, 3001, 3002, 3003, 3004, 3005]);

/** The club site's home among the origins (the first), for links back to it. */
export const siteHome = (origins: readonly string[]): string => {
  const home = origins[0];
  if (!home) throw new Error('the services were given no site origin');
  return home;
};
