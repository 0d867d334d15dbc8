// Who may call the services from a browser (CORS), and where the hosted pages may send one back:
// the site's own origins and the headers its pages send. app.ts hands them to CORS and the account
// routes; the payment pages check their return addresses against them (payments/site-origins.ts).
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

/** The site's own origins (DESIGN.md ports): shell, the four remotes and the streamer variant. */
export const ALLOWED_ORIGINS = [3000, 3001, 3002, 3003, 3004, 3005].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);
