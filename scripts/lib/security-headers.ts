/**
 * The security headers of everything the static servers serve (docs/security.md). The shell's
 * Content-Security-Policy is built from the live runtime config when a request comes in, so a
 * release that moves a remote (or a service) to a new origin is allowed at once, with no shell
 * rebuild; every origin it names comes from that config, never from a list kept here.
 */
import { STYLE_SOURCES as STREAMING_STYLE_SOURCES } from '@club/mfe-streaming/csp';
import type { RuntimeConfig } from '../../shared/src/config/runtime-config.ts';

/** Where CSP reports go, under the collect service's base URL (services/src/collect/). */
export const CSP_REPORT_PATH = '/csp-reports';
/** The Reporting-Endpoints name the `report-to` directive uses. */
export const CSP_REPORT_GROUP = 'csp';

/**
 * Only what the players use, for this origin alone (fullscreen, picture in picture, ClearKey/DRM,
 * autoplay of the next video); every other powerful feature is off, for frames too.
 */
export const PERMISSIONS_POLICY = [
  'fullscreen=(self)',
  'picture-in-picture=(self)',
  'encrypted-media=(self)',
  'autoplay=(self)',
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

/** The headers every response carries, document or not. */
export const BASELINE_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': PERMISSIONS_POLICY,
  // A page of ours opened by another site (or opening one) shares no window with it.
  'cross-origin-opener-policy': 'same-origin',
};

/**
 * The policy of a server that serves no page (a remote's scripts, styles and manifests): nothing
 * may run or load as a document from it, and nothing may frame it.
 */
export const RESOURCE_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

const originOf = (url: string) => new URL(url).origin;
const unique = (values: Iterable<string>) => [...new Set(values)];
/** The websocket origin of an http(s) service (the streams service's ping socket). */
const socketOrigin = (url: string) => originOf(url).replace(/^http/, 'ws');

export const cspReportUrl = (config: RuntimeConfig) => `${config.services.collect}${CSP_REPORT_PATH}`;

export interface ShellCspOptions {
  /** The shell is a development build (`npm run dev -- <remote>`), never served in production. */
  developmentBuild?: boolean;
}

/**
 * The shell's Content-Security-Policy for a runtime config, as directive -> sources. No
 * 'unsafe-inline' or 'unsafe-eval' anywhere: the built index.html has no inline script or handler,
 * and React sets styles through the CSSOM, which style-src does not govern. The inline styles a
 * page may hold are named by their hashes: a remote's (the players' media-chrome controls, whose
 * shadow roots carry a <style>: mfe-streaming's `@club/mfe-streaming/csp`), and a server-rendered
 * page's stylesheets written into it (`inlineStyles`, that response's alone: inline-stylesheets.ts).
 */
export function shellCspDirectives(
  config: RuntimeConfig,
  { developmentBuild = false }: ShellCspOptions = {},
  inlineStyles: readonly string[] = [],
): Record<string, string[]> {
  const remotes = unique(Object.values(config.remotes).map(originOf));
  const services = unique(Object.values(config.services).map(originOf));
  return {
    'default-src': ["'self'"],
    // The shell's own chunks, and each remote's remoteEntry.js and chunks (Module Federation
    // loads them with <script src>, never with eval). Development builds wrap modules in eval
    // for their source maps: only `npm run dev` serves those.
    'script-src': ["'self'", ...remotes, ...(developmentBuild ? ["'unsafe-eval'"] : [])],
    'style-src': unique(["'self'", ...remotes, ...STREAMING_STYLE_SOURCES, ...inlineStyles]),
    'font-src': ["'self'", ...remotes],
    // data: for the inline favicon (`<link rel="icon" href="data:,">`); pictures come from the
    // images service, and the seek bar's previews (a storyboard sprite) from the media service.
    'img-src': unique(["'self'", 'data:', originOf(config.services.images), originOf(config.services.media)]),
    // Every service call, the remotes' manifests, the streams websocket, the ClearKey licence
    // (streams/media), and the analytics and Mux beacons (collect, and the server root). A remote in
    // development talks to its own dev server's hot-reload socket: without it an edit never reaches
    // the page (`npm run dev -- <remote>`).
    'connect-src': unique([
      "'self'",
      ...remotes,
      ...services,
      socketOrigin(config.services.streams),
      originOf(config.services.collect),
      ...(developmentBuild ? Object.values(config.remotes).map(socketOrigin) : []),
    ]),
    // hls.js plays through Media Source Extensions (a blob: URL) and fetches from the media service.
    'media-src': unique([
      "'self'",
      'blob:',
      originOf(config.services.media),
      originOf(config.services.streams),
    ]),
    // hls.js runs its transmuxer in a blob: worker.
    'worker-src': ["'self'", 'blob:'],
    // The site frames nothing: checkout and sign-in are pages of their own, and the payment
    // provider's single-sign-on iframe (spec 001 §4 "Provider flows") has no local stand-in. The
    // day it has one, its origin goes here, from the config.
    'frame-src': ["'none'"],
    // Sign-in and checkout forms post to the account site and the payment provider.
    'form-action': unique(["'self'", originOf(config.services.account), originOf(config.services.payments)]),
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
    'report-uri': [cspReportUrl(config)],
    'report-to': [CSP_REPORT_GROUP],
  };
}

export const serializeCsp = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');

/** The headers of the shell's responses for a runtime config: the baseline and the document policy. */
export function shellSecurityHeaders(
  config: RuntimeConfig,
  options: ShellCspOptions = {},
): Record<string, string> {
  return {
    ...BASELINE_HEADERS,
    'content-security-policy': serializeCsp(shellCspDirectives(config, options)),
    'reporting-endpoints': `${CSP_REPORT_GROUP}="${cspReportUrl(config)}"`,
  };
}

/**
 * The rspack dev servers' headers (`npm run dev`): the baseline and no framing. Their pages run
 * eval'd modules, inline-injected styles and hot-reload sockets to every dev port, so the full
 * policy is checked on builds (served by static-server.ts), not here.
 */
export const DEV_SERVER_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  ...BASELINE_HEADERS,
  'content-security-policy': "frame-ancestors 'none'; object-src 'none'; base-uri 'none'",
};

/** The headers of a server that serves no page (the remotes). */
export const resourceSecurityHeaders = (): Record<string, string> => ({
  ...BASELINE_HEADERS,
  'content-security-policy': RESOURCE_CSP,
});
