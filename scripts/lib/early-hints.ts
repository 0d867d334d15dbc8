/**
 * Early hints for the shell's index.html, written in when it is served: without them the browser
 * finds the page's remote only after the shell's scripts ran and read the runtime config. The
 * hints come from the live runtime config, so a release (a new remote version or origin) is hinted
 * at once, with no shell rebuild. In production a CDN edge function does the same.
 *
 * Only connections and the manifest are hinted, not the remote's entry or chunks: a preloaded
 * script that fails (the remote is down) stays failed for the page, so the remote boundary's
 * 'Try again' could never load it, while a failed manifest preload is fetched again.
 */
import type { RuntimeConfig } from '../../shared/src/config/runtime-config.ts';
import { remoteForPath } from '../../shared/src/federation/exposes.ts';

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
const link = (attributes: Record<string, string | true>) =>
  `<link ${Object.entries(attributes)
    .map(([name, value]) => (value === true ? name : `${name}="${escapeAttribute(value)}"`))
    .join(' ')}>`;

/**
 * The `<link>` tags for a path: preconnect to the page's remote (for its scripts, and in CORS mode
 * for its manifest), to the services (CORS mode, for their calls) and to the images service (for
 * the page's pictures, the usual largest paint: an image is fetched without CORS, on a connection
 * of its own even when it shares the services' origin), and preload the remote's manifest as the
 * federation runtime fetches it (CORS mode, so `crossorigin`; a mismatch would download it twice).
 */
export function earlyHintTags(config: RuntimeConfig, pathname: string): string[] {
  const manifestUrl = config.remotes[remoteForPath(pathname, config.flags.siteVariant)];
  const remoteOrigin = new URL(manifestUrl).origin;
  const servicesOrigin = new URL(config.services.webApi).origin;
  const imagesOrigin = new URL(config.services.images).origin;
  const preconnects = [
    link({ rel: 'preconnect', href: remoteOrigin }),
    link({ rel: 'preconnect', href: remoteOrigin, crossorigin: true }),
    link({ rel: 'preconnect', href: servicesOrigin, crossorigin: true }),
    link({ rel: 'preconnect', href: imagesOrigin }),
  ];
  return [
    ...new Set(preconnects),
    link({ rel: 'preload', href: manifestUrl, as: 'fetch', crossorigin: 'anonymous' }),
  ];
}

/** index.html with the tags written in before its `<title>` (or at the end of its head). */
export function withEarlyHints(indexHtml: string, tags: readonly string[]): string {
  if (tags.length === 0) return indexHtml;
  const at = indexHtml.indexOf('<title>');
  const position = at >= 0 ? at : indexHtml.indexOf('</head>');
  if (position < 0) return indexHtml;
  return `${indexHtml.slice(0, position)}${tags.join('')}${indexHtml.slice(position)}`;
}
