/**
 * What each remote exposes to the shell, typed once so both sides agree. Each remote's exposed
 * files only re-export modules of these shapes.
 */
import type { RemoteKey, SiteVariant } from '@club/shared/config';
import type { RouteObject } from '@club/shared/router';
import type { ComponentType } from 'react';

/**
 * A remote's pages, by the path prefix the shell mounts them under (`'teams'`, `'videos'`; `''` for
 * the root catch-all). Paths inside are relative to the prefix (`index`, `':slug'`, `'*'`), so the
 * remote adds pages under its prefixes without a shell release. The prefixes themselves are agreed
 * with the shell's router (`shell/src/app/router.tsx`).
 */
export type RemoteRouteTable = Record<string, RouteObject[]>;

/** `./routes`: the remote's route table and the release label it was built with. */
export interface RemoteRoutesModule {
  routes: RemoteRouteTable;
  /** The release label the remote was built with, shown on its mount point for operators and tests. */
  release: string;
}

/** A component the shell mounts in one of its layout slots (`./AccountPanel`, `./VideoPlayerModal` ...). */
export interface RemoteSlotModule {
  default: ComponentType;
  release: string;
}

/**
 * The remotes with a server build, whose pages (and pieces on other pages) the shell's server
 * renders (issue 20, docs/architecture.md "Server rendering"): the pages a supporter lands on.
 * Account and checkout stay in the browser.
 */
export const SERVER_RENDERED_REMOTES: ReadonlySet<RemoteKey> = new Set<RemoteKey>([
  'mfe-content',
  'mfe-matches',
  'mfe-streaming',
]);

/**
 * A remote's Module Federation container name: its folder name made an identifier
 * (`mfe-content` -> `mfe_content`). The build and the shell's runtime both use it.
 */
export const federationName = (app: string): string => app.replaceAll('-', '_');

/** The route table as one nested route tree, for a remote running standalone or in a test router. */
export function routeTree(routes: RemoteRouteTable): RouteObject[] {
  return Object.entries(routes).map(([prefix, children]) => ({ path: `/${prefix}`, children }));
}

/**
 * The components the remotes expose for the shell's layout slots, named once so both sides agree
 * (spec 000 §2 "Layouts"). Each is a RemoteSlotModule. The shell mounts the modals only while their
 * store says open, inside a frame of its own that shows the loader or the fallback and still
 * closes; a remote that does not expose its component yet just shows that fallback.
 */
export const SLOT_EXPOSES = {
  /** mfe-account: the slide-in account panel (login form or account summary); slot 5. */
  accountPanel: { remote: 'mfe-account', expose: 'AccountPanel' },
  /** mfe-streaming: the video player overlay, while $mediaPlayer.modalOpen; slot 9. */
  videoPlayerModal: { remote: 'mfe-streaming', expose: 'VideoPlayerModal' },
  /** mfe-streaming: the live audio player panel, while $audioPlayer.modalOpen; slot 10. */
  audioPlayerModal: { remote: 'mfe-streaming', expose: 'AudioPlayerModal' },
  /** mfe-account: the subscribe-packages overlay, while $showPackages; slot 12. */
  packagesModal: { remote: 'mfe-account', expose: 'PackagesModal' },
  /** mfe-account: the login prompt the players open (spec 001 §8), while $loginPrompt has a message. */
  loginPrompt: { remote: 'mfe-account', expose: 'LoginPrompt' },
} as const satisfies Record<string, { remote: RemoteKey; expose: string }>;

/**
 * The shell knows only path prefixes and which remote owns them; each remote routes within its
 * prefixes (its `./routes` table is keyed by the same prefixes), so it can add pages without a shell
 * release. mfe-content owns the root catch-all and with it the 404 page for paths nobody knows.
 */
export const REMOTE_PREFIXES = {
  'mfe-matches': ['matches', 'match', 'teams', 'players'],
  'mfe-streaming': ['videos', 'live'],
  'mfe-account': ['account'],
  'mfe-content': [''],
} as const satisfies Record<RemoteKey, readonly string[]>;

/**
 * The streamer site's home page (spec 000 §1, spec 001 §2 "Streamer site variant": hero, Upcoming
 * Game, packages, voucher, fixtures, replays, Having Trouble?) is mfe-streaming's, under this key
 * of its route table; the shell mounts it at `/` when the runtime config's siteVariant is 'streamer'.
 */
export const STREAMER_HOME = { remote: 'mfe-streaming', routesKey: 'streamer' } as const satisfies {
  remote: RemoteKey;
  routesKey: string;
};

/** Where a path's page is routed: the remote, the key of its route table, and the path within that prefix. */
export interface PathRouting {
  remote: RemoteKey;
  /** The prefix (`'teams'`, `''` for the catch-all) or, for the streamer site's home, STREAMER_HOME.routesKey. */
  routesKey: string;
  /** The path below the prefix, as the remote's routes match it (`/lionesses` for `/teams/lionesses`). */
  pathname: string;
}

/**
 * How the shell's router routes a path: the owner of its first segment, else mfe-content's
 * catch-all (on the streamer site, `/` itself is mfe-streaming's STREAMER_HOME).
 */
export function routingForPath(pathname: string, variant: SiteVariant = 'club'): PathRouting {
  const segments = pathname.split('/').filter(Boolean);
  const first = segments[0] ?? '';
  if (variant === 'streamer' && first === '') {
    return { remote: STREAMER_HOME.remote, routesKey: STREAMER_HOME.routesKey, pathname: '/' };
  }
  for (const [remote, prefixes] of Object.entries(REMOTE_PREFIXES) as Array<[RemoteKey, readonly string[]]>) {
    const prefix = prefixes.find((candidate) => candidate !== '' && candidate === first.toLowerCase());
    if (prefix) return { remote, routesKey: prefix, pathname: `/${segments.slice(1).join('/')}` };
  }
  return { remote: 'mfe-content', routesKey: '', pathname: `/${segments.join('/')}` };
}

/** The remote that renders a path's page (routingForPath). */
export function remoteForPath(pathname: string, variant: SiteVariant = 'club'): RemoteKey {
  return routingForPath(pathname, variant).remote;
}
