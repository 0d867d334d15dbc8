/**
 * The runtime config: a JSON file served beside the shell's index.html, fetched once at start.
 * It names every service base URL, one Module Federation manifest URL per remote, and the feature
 * flags, so a release or a rollback is an edit of this file and never a rebuild of the shell.
 */

import { RELEASE_COHORTS, validate } from '@club/shared/contracts';
import * as v from '@club/shared/schema';
import { atom } from 'nanostores';

/** The service keys of DESIGN.md's base-URL table. */
export const SERVICE_KEYS = [
  'webApi',
  'advertising',
  'experiments',
  'promoOverlays',
  'sponsors',
  'matchData',
  'teams',
  'feed',
  'videos',
  'streams',
  'streamline',
  'payments',
  'account',
  'identity',
  'images',
  'media',
  'collect',
] as const;
export type ServiceKey = (typeof SERVICE_KEYS)[number];

/** The remotes the shell composes, by the package folder name the release tooling uses. */
export const REMOTE_KEYS = ['mfe-content', 'mfe-matches', 'mfe-streaming', 'mfe-account'] as const;
export type RemoteKey = (typeof REMOTE_KEYS)[number];

/** The site variants: the club site, the streaming-only site, and the locked development site. */
export const SITE_VARIANTS = ['club', 'streamer', 'development'] as const;
export type SiteVariant = (typeof SITE_VARIANTS)[number];

const httpUrl = v.pipe(
  v.string(),
  v.url('must be an absolute URL'),
  v.regex(/^https?:\/\//, 'must be http(s)'),
);

const services = v.object(
  Object.fromEntries(SERVICE_KEYS.map((key) => [key, httpUrl])) as Record<ServiceKey, typeof httpUrl>,
);
const remotes = v.object(
  Object.fromEntries(REMOTE_KEYS.map((key) => [key, httpUrl])) as Record<RemoteKey, typeof httpUrl>,
);

/** The version of one remote a visitor gets, and why (scripts/lib/release-routing.ts). */
const remoteVersion = v.object({
  version: v.string(),
  cohort: v.picklist(RELEASE_COHORTS),
  /** The candidate whose canary chose this visitor's version: its cohort, and the live one beside it. */
  candidate: v.optional(v.string()),
  /** Versions taken away recently (rolled back): a tab still running one reloads on its next navigation. */
  withdrawn: v.optional(v.array(v.string()), []),
});
export type RemoteVersion = v.InferOutput<typeof remoteVersion>;

export const runtimeConfigSchema = v.object({
  services,
  remotes,
  /**
   * Which version of each remote this visitor gets, filled in by the site's server as it serves the
   * config (docs/architecture.md "Releases"); the shell tags its reports with it, shows the preview
   * banner from it and reloads away from a withdrawn version. Absent where nothing is released (dev).
   */
  versions: v.optional(
    v.object(
      Object.fromEntries(REMOTE_KEYS.map((key) => [key, v.optional(remoteVersion)])) as Record<
        RemoteKey,
        v.OptionalSchema<typeof remoteVersion, undefined>
      >,
    ),
  ),
  flags: v.object({
    siteVariant: v.picklist(SITE_VARIANTS),
    preseason: v.boolean(),
    advertisingDisabled: v.boolean(),
    siteLock: v.boolean(),
  }),
  settings: v.object({
    /**
     * The current season by its first year (spec 000 §3 gave 2025, slug 2025-26, when it was
     * written). Fixtures default to it; season lists derive from it. Left out of the config files
     * so that nobody has to move it each July: the site's server fills it from the services' clock
     * as it serves the file (scripts/lib/runtime-config-season.ts). Read it with
     * `currentSeasonFrom` (@club/shared/contracts), which takes the browser's clock for a config
     * served without it. A file that sets it (to preview a season) is obeyed, and the server warns
     * at start while it disagrees with the clock (docs/architecture.md).
     */
    currentSeason: v.optional(v.pipe(v.number(), v.integer(), v.minValue(2000))),
    /**
     * Where the packages come from (spec 001 §3, §7): the streamline packages with the hosted
     * checkout (default), or the payment provider's plan list with its purchase links.
     */
    packagesSource: v.optional(v.picklist(['streamline', 'payments-provider']), 'streamline'),
    /**
     * Which sign-in applies (spec 001 §1 "a configuration matter"): the single sign-on account
     * site (default), or the identity layer, whose pages live under /account/ on this site.
     */
    signIn: v.optional(v.picklist(['account-site', 'identity-layer']), 'account-site'),
    /**
     * Spec 001 §2: "If single sign-on is not configured, plain portal, register and logout links are
     * used": false makes the account-site links plain, with no tenant, return address or flags.
     */
    singleSignOn: v.optional(v.boolean(), true),
    /**
     * Spec 001 §1, §2: direct login (the panel's own email and password form, as configured here), or
     * non-direct, where the panel's Log In links to the hosted login page and Log Out to the account
     * site's logout, which comes back with loginSuccess=true / logoutSuccess=true.
     */
    loginMode: v.optional(v.picklist(['direct', 'hosted']), 'direct'),
    /** Spec 001 §2: the account site's registration form the Register link opens, short or long. */
    registerForm: v.optional(v.picklist(['short', 'long']), 'short'),
    /**
     * How the page restores the account site's session on load (spec 001 §4 "Provider flows"),
     * both from its HttpOnly cookies: the session endpoint (default), or the cookie check (cookie
     * auth; a token refresh on 403; on 400 or 401 the hosted login, which comes back with a
     * one-time code the page exchanges).
     */
    sessionFlow: v.optional(v.picklist(['session-endpoint', 'cookie-auth']), 'session-endpoint'),
    /**
     * Spec 001 §2: the optional social sign-in links under the login form, each the account
     * site's address for that provider; none configured means none shown (this site has none).
     */
    socialSignIn: v.optional(
      v.object({
        google: v.optional(httpUrl),
        facebook: v.optional(httpUrl),
        apple: v.optional(httpUrl),
      }),
      {},
    ),
    /**
     * Spec 000 §3 "Sharing toggles for Facebook, Twitter, email and copy-link": which sharing
     * options an article offers. All on unless the config turns one off.
     */
    sharing: v.optional(
      v.object({
        facebook: v.optional(v.boolean(), true),
        twitter: v.optional(v.boolean(), true),
        email: v.optional(v.boolean(), true),
        copyLink: v.optional(v.boolean(), true),
      }),
      {},
    ),
    /**
     * Spec 000 §9 "Consent cookies … on the club domain": the domain the consent cookies are set on
     * (`northbridgefc.example`), so every site of the club under it (tickets, store, the streaming
     * site) reads the visitor's choice. Used only while the page is served from that domain or a
     * subdomain of it; without it (and on localhost) the cookies belong to the page's own host.
     */
    cookieDomain: v.optional(
      v.pipe(
        v.string(),
        v.regex(
          /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
          'must be a domain name such as club.example',
        ),
      ),
    ),
    /** Spec 001 §2: the account summary lists the entitlements held, for debugging only. */
    showEntitlements: v.optional(v.boolean(), false),
    /**
     * QoE monitoring of every playback with mux-embed (issue 12 item 7): the Mux environment key,
     * and where its beacons go (a `host[:port]`; locally the services' collector at port 4000).
     * Without it the players play unmonitored.
     */
    mux: v.optional(
      v.object({
        envKey: v.pipe(v.string(), v.minLength(1, 'is required')),
        beaconCollectionDomain: v.pipe(v.string(), v.minLength(1, 'is required')),
      }),
    ),
  }),
});
export type RuntimeConfig = v.InferOutput<typeof runtimeConfigSchema>;

/** A config that could not be loaded or is not valid; its message is written for a person. */
export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
  constructor(
    message: string,
    readonly problems: string[] = [],
  ) {
    super(problems.length > 0 ? `${message}\n${problems.map((p) => `- ${p}`).join('\n')}` : message);
  }
}

/** The validated runtime config, set once at start; null until then. */
export const $runtimeConfig = atom<RuntimeConfig | null>(null);

/** Validates a parsed config; throws a RuntimeConfigError listing every problem. */
export function parseRuntimeConfig(input: unknown, source = 'runtime config'): RuntimeConfig {
  const result = validate(runtimeConfigSchema, input);
  if (!result.ok) throw new RuntimeConfigError(`The ${source} is not valid:`, result.problems);
  return result.value;
}

/** Fetches, validates and stores the runtime config served at `url`. */
export async function loadRuntimeConfig(
  url: string,
  fetchImpl: typeof fetch = fetch,
): Promise<RuntimeConfig> {
  let response: Response;
  try {
    response = await fetchImpl(url, { headers: { accept: 'application/json' } });
  } catch (error) {
    throw new RuntimeConfigError(`The runtime config at ${url} could not be fetched (${String(error)}).`);
  }
  if (!response.ok) {
    throw new RuntimeConfigError(
      `The runtime config at ${url} answered ${response.status} ${response.statusText}.`,
    );
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new RuntimeConfigError(`The runtime config at ${url} is not valid JSON.`);
  }
  const config = parseRuntimeConfig(body, `runtime config at ${url}`);
  $runtimeConfig.set(config);
  return config;
}

/** The loaded config; throws if called before start-up loaded it (a programming error). */
export function requireRuntimeConfig(): RuntimeConfig {
  const config = $runtimeConfig.get();
  if (!config) throw new RuntimeConfigError('The runtime config has not been loaded yet.');
  return config;
}
