/**
 * Which version of each remote a visitor gets: the one resolver behind `/runtime-config.json`, the
 * early hints of `index.html` and its Content-Security-Policy, so the three never disagree. It
 * reads the live runtime config, the release records and the request's cookies, and nothing else:
 * no file, no clock of its own, no network (a CDN edge function can run it as it is; the crypto it
 * uses is Node's, which edge runtimes on Node provide; docs/architecture.md "Releases").
 *
 * - No candidate: live.
 * - A preview link's cookie (a signed, expiring token naming a remote and a version) that names the
 *   remote's current candidate: the candidate, cohort `preview`. The token selects a candidate the
 *   records name, never an address; a forged, expired or stale one (the candidate moved on) is live.
 * - A canary: a returning visitor (one with the random id of the `club_visitor` cookie) whose place,
 *   a hash of the id with the remote and the candidate, falls within the share: the candidate,
 *   cohort `canary`; other returning visitors live, tagged with the candidate as its comparison
 *   group. The place never changes, so raising the share only adds visitors, and each remote draws
 *   its own. A first request (no id yet) is live, so a first visit's HTML and config agree; the id
 *   is set by the config response (`visitorCookieFor`).
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  REMOTE_KEYS,
  type RemoteKey,
  type RemoteVersion,
  type RuntimeConfig,
} from '../../shared/src/config/runtime-config.ts';
import { type RemoteReleases, recentlyWithdrawn } from './release-records.ts';

/** The cookie with a visitor's random id (strictly necessary: it keeps a visitor on one version). */
export const VISITOR_COOKIE = 'club_visitor';
/** How long a visitor keeps the id, and with it their place in every canary. */
export const VISITOR_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;
/** The cookie holding a preview token for one remote; previews of several remotes stack. */
export const previewCookie = (remote: RemoteKey) => `club_preview_${remote}`;
/** How long a preview link works, and its cookie lasts. */
export const PREVIEW_TTL_MS = 24 * 60 * 60 * 1000;
export { PREVIEW_LEAVE_PATH, PREVIEW_PATH } from '../../shared/src/contracts/release-names.ts';

const VISITOR_ID = /^[A-Za-z0-9_-]{22,64}$/;

/** A new visitor id: 128 random bits. */
export const newVisitorId = (): string => randomBytes(16).toString('base64url');

/** Whether a cookie value is a visitor id the server could have set (anything else counts as none). */
export const isVisitorId = (value: string | undefined): value is string =>
  value !== undefined && VISITOR_ID.test(value);

/**
 * A visitor's place in a remote's canary of a version, in [0, 100): the first 32 bits of a SHA-256 of
 * the three. A share of `p` percent serves the candidate to places below `p`.
 */
export function canaryPlace(visitorId: string, remote: RemoteKey, version: string): number {
  const digest = createHash('sha256').update(`${visitorId}\n${remote}\n${version}`).digest();
  return (digest.readUInt32BE(0) / 2 ** 32) * 100;
}

interface PreviewClaim {
  remote: string;
  version: string;
  /** Milliseconds since the epoch. */
  expires: number;
}

const sign = (payload: string, secret: string) => createHmac('sha256', secret).update(payload).digest();

/** A preview token for a remote's candidate: its claim, base64url, a dot, and its HMAC-SHA256. */
export function signPreviewToken(claim: PreviewClaim, secret: string): string {
  const payload = Buffer.from(JSON.stringify(claim)).toString('base64url');
  return `${payload}.${sign(payload, secret).toString('base64url')}`;
}

/** The claim of a token this deployment signed and that has not expired, else null. */
export function readPreviewToken(
  token: string | undefined,
  secret: string,
  now: number,
): PreviewClaim | null {
  if (!token) return null;
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return null;
  const expected = sign(payload, secret);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claim: unknown;
  try {
    claim = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const { remote, version, expires } = (claim ?? {}) as Partial<PreviewClaim>;
  if (typeof remote !== 'string' || typeof version !== 'string' || typeof expires !== 'number') return null;
  return expires > now ? { remote, version, expires } : null;
}

/**
 * A version's manifest beside the live one's: every version of a remote is published in a folder
 * of its own next to the others (`<base>/<version>/mf-manifest.json`), locally and on a CDN alike.
 */
export function versionManifestUrl(liveManifestUrl: string, version: string): string {
  return new URL(`../${encodeURIComponent(version)}/mf-manifest.json`, liveManifestUrl).href;
}

export interface ReleaseRequest {
  /** The request's cookies by name. */
  cookies: Readonly<Record<string, string | undefined>>;
  /** The key preview tokens are signed with. */
  secret: string;
  now: number;
}

/** What a request resolves to: the config this visitor is served, which the hints and the CSP come from. */
export interface Resolution {
  config: RuntimeConfig;
  versions: Partial<Record<RemoteKey, RemoteVersion>>;
}

function versionFor(
  remote: RemoteKey,
  entry: RemoteReleases,
  { cookies, secret, now }: ReleaseRequest,
): RemoteVersion {
  const withdrawn = recentlyWithdrawn(entry, now);
  const live: RemoteVersion = { version: entry.current, cohort: 'live', withdrawn };
  const { candidate } = entry;
  if (!candidate) return live;
  const claim = readPreviewToken(cookies[previewCookie(remote)], secret, now);
  if (claim?.remote === remote && claim.version === candidate.version)
    return { version: candidate.version, cohort: 'preview', candidate: candidate.version, withdrawn };
  const visitor = cookies[VISITOR_COOKIE];
  if (candidate.share <= 0 || !isVisitorId(visitor)) return live;
  if (canaryPlace(visitor, remote, candidate.version) < candidate.share)
    return { version: candidate.version, cohort: 'canary', candidate: candidate.version, withdrawn };
  return { ...live, candidate: candidate.version };
}

/**
 * The config a request is served: the live config with each remote pointed at the version this
 * visitor gets, and `versions` saying which and why. A remote the records do not know stays as the
 * live config has it, untagged.
 */
export function resolveRelease(
  live: RuntimeConfig,
  releases: Partial<Record<RemoteKey, RemoteReleases>>,
  request: ReleaseRequest,
): Resolution {
  const versions: Partial<Record<RemoteKey, RemoteVersion>> = {};
  const remotes = { ...live.remotes };
  for (const remote of REMOTE_KEYS) {
    const entry = releases[remote];
    if (!entry) continue;
    const chosen = versionFor(remote, entry, request);
    versions[remote] = chosen;
    if (chosen.version !== entry.current)
      remotes[remote] = versionManifestUrl(live.remotes[remote], chosen.version);
  }
  return { config: { ...live, remotes, versions }, versions };
}

export interface CookieOptions {
  /** The site is served over https: the cookie is Secure. */
  secure: boolean;
}

const cookieAttributes = (maxAgeSeconds: number, { secure }: CookieOptions) =>
  `Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

/**
 * The Set-Cookie header giving a visitor their id, for a response carrying the config (the config,
 * a server-rendered page) to a request without a valid one; null when the request has one. A page
 * the browser renders does not set it: the HTML of a first visit was resolved without it, and the
 * config fetched next must agree with that HTML.
 */
export function visitorCookieFor(
  cookies: Readonly<Record<string, string | undefined>>,
  options: CookieOptions,
): string | null {
  if (isVisitorId(cookies[VISITOR_COOKIE])) return null;
  return `${VISITOR_COOKIE}=${newVisitorId()}; ${cookieAttributes(VISITOR_COOKIE_MAX_AGE_S, options)}`;
}

/** The Set-Cookie header a preview link sets: the token, until it expires. */
export function previewCookieFor(
  remote: RemoteKey,
  token: string,
  expires: number,
  now: number,
  options: CookieOptions,
): string {
  const maxAge = Math.max(0, Math.floor((expires - now) / 1000));
  return `${previewCookie(remote)}=${token}; ${cookieAttributes(maxAge, options)}`;
}

/** The Set-Cookie header that ends a preview (Leave). */
export const endPreviewCookie = (remote: RemoteKey, options: CookieOptions): string =>
  `${previewCookie(remote)}=; ${cookieAttributes(0, options)}`;
