/**
 * The site's route table as the specs list it (spec 000 §2 "Route table", spec 001 §2), for what the
 * shell does per route without knowing the remotes' pages: the body's class per route, the layout
 * (news item pages), and a default title for pages that name none. The remotes route the pages
 * themselves; a path this table does not list is named 'not-found'.
 */
import { ROUTE_BODY_CLASS_PREFIX } from '../constants.ts';

/** How a parameter's value must look, for the legacy news paths (/news/2024/05/...). */
const PARAM_TESTS: Record<string, RegExp> = {
  year: /^\d{4}$/,
  month: /^\d{1,2}$/,
  day: /^\d{1,2}$/,
};

interface RouteEntry {
  /** Path segments: a literal, or ':name' for a parameter. */
  pattern: string;
  /** The default title: a fixed text, or the parameter whose value, made readable, names the page. */
  title: string | { param: string };
}

const param = (name: string) => ({ param: name });

// Ordered: the first entry that matches names the route, so the legacy news paths (a 4-digit
// year) come before /news/{slug}, and literal pages before a parameter in the same place.
const ROUTES: readonly RouteEntry[] = [
  { pattern: '', title: 'Home' },
  { pattern: 'category', title: 'Category' },
  { pattern: 'category/:category', title: param('category') },
  { pattern: 'news', title: 'News' },
  { pattern: 'news/:year', title: 'News' },
  { pattern: 'news/:year/:month', title: 'News' },
  { pattern: 'news/:year/:month/:day', title: 'News' },
  { pattern: 'news/:year/:month/:day/:slug', title: param('slug') },
  { pattern: 'news/:year/:month/:slug', title: param('slug') },
  { pattern: 'news/:year/:slug', title: param('slug') },
  { pattern: 'news/:slug', title: param('slug') },
  { pattern: 'matches', title: 'Matches' },
  { pattern: 'matches/:team', title: param('team') },
  { pattern: 'matches/:team/:season', title: param('team') },
  { pattern: 'match', title: 'Match Centre' },
  { pattern: 'match/:team', title: 'Match Centre' },
  { pattern: 'match/:team/:season', title: 'Match Centre' },
  { pattern: 'match/:team/:season/:matchID', title: 'Match Centre' },
  { pattern: 'teams', title: 'Teams' },
  { pattern: 'teams/:team', title: param('team') },
  { pattern: 'players', title: 'Players' },
  { pattern: 'players/:player', title: param('player') },
  { pattern: 'players/:team/:player', title: param('player') },
  { pattern: 'videos', title: 'Videos' },
  { pattern: 'videos/browse', title: 'Browse' },
  { pattern: 'videos/categories', title: 'Categories' },
  { pattern: 'videos/channel', title: 'Videos' },
  { pattern: 'videos/channel/:slug', title: param('slug') },
  { pattern: 'videos/player', title: 'Videos' },
  { pattern: 'videos/player/:slug', title: param('slug') },
  { pattern: 'videos/faqs', title: 'FAQs' },
  { pattern: 'videos/subscriptions', title: 'Subscriptions' },
  { pattern: 'videos/:videoID', title: 'Videos' },
  { pattern: 'live', title: 'Live' },
  { pattern: 'live/:mediaType', title: 'Live' },
  { pattern: 'live/:mediaType/:assetID', title: 'Live' },
  { pattern: 'account/login', title: 'Log In' },
  // The catch-all club content pages: a slug under up to four sub-page levels.
  { pattern: ':slug', title: param('slug') },
  { pattern: ':subpage1/:slug', title: param('slug') },
  { pattern: ':subpage1/:subpage2/:slug', title: param('slug') },
  { pattern: ':subpage1/:subpage2/:subpage3/:slug', title: param('slug') },
  { pattern: ':subpage1/:subpage2/:subpage3/:subpage4/:slug', title: param('slug') },
];

// The sections the table lists by name (news, teams ...); the catch-all never takes their paths,
// which their own remote routes (and answers the 404 for).
const SECTIONS = new Set(
  ROUTES.map(({ pattern }) => pattern.split('/')[0]).filter((root) => root && !root.startsWith(':')),
);

/** The name of a path the table does not list. */
export const UNKNOWN_ROUTE_NAME = 'not-found';

/** A path's segments, without empty ones (a trailing slash is ignored). */
function segmentsOf(pathname: string): string[] {
  return pathname.split('/').filter(Boolean);
}

interface RouteMatch {
  entry: RouteEntry;
  params: Record<string, string>;
}

function matchRoute(pathname: string): RouteMatch | null {
  const segments = segmentsOf(pathname);
  for (const entry of ROUTES) {
    const parts = entry.pattern.split('/').filter(Boolean);
    if (parts.length !== segments.length) continue;
    if (parts[0]?.startsWith(':') && SECTIONS.has(segments[0]?.toLowerCase() ?? '')) continue;
    const params: Record<string, string> = {};
    const matches = parts.every((part, index) => {
      const segment = segments[index] ?? '';
      if (!part.startsWith(':')) return part === segment.toLowerCase();
      const name = part.slice(1);
      if (!(PARAM_TESTS[name]?.test(segment) ?? true)) return false;
      params[name] = safeDecode(segment);
      return true;
    });
    if (matches) return { entry, params };
  }
  return null;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The route's name: its pattern's literals and parameter names joined by '-', lower case
 * ('/' is 'index', '/news/cup-final' is 'news-slug', '/news/2024/05/cup-final' is
 * 'news-year-month-slug', '/the-club/history' is 'subpage1-slug'); 'not-found' for a path the
 * table does not list.
 */
export function routeName(pathname: string): string {
  const match = matchRoute(pathname);
  if (!match) return UNKNOWN_ROUTE_NAME;
  if (match.entry.pattern === '') return 'index';
  return match.entry.pattern.replaceAll(':', '').replaceAll('/', '-').toLowerCase();
}

/** Spec 000 §2: the body's class for a route path, `route-` and the route's name. */
export function routeBodyClass(pathname: string): string {
  return `${ROUTE_BODY_CLASS_PREFIX}${routeName(pathname)}`;
}

/**
 * A single article, by its slug or by a legacy news path (year, month, day) ending in a slug, takes
 * the news item layout; a legacy period without a slug is a listing of cards, in the default layout.
 */
export function isNewsItemPath(pathname: string): boolean {
  const name = routeName(pathname);
  return name.startsWith('news-') && name.endsWith('slug');
}

/** A slug made readable: 'privacy-notice' is 'Privacy Notice'. */
export function readableSlug(slug: string): string {
  return slug
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`)
    .join(' ');
}

/**
 * The title the shell gives a path whose page names none (the suffix is added where it is written):
 * the section's name, or the page's slug made readable; a path the table does not list is named by
 * its last segment.
 */
export function defaultPageTitle(pathname: string): string {
  const match = matchRoute(pathname);
  if (!match) return readableSlug(safeDecode(segmentsOf(pathname).at(-1) ?? '')) || 'Home';
  const { title } = match.entry;
  if (typeof title === 'string') return title;
  return readableSlug(match.params[title.param] ?? '') || 'Home';
}
