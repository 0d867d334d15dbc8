import { MAX_PAGE_PATH_SEGMENTS, SLUG_PATTERN } from '@club/shared/contracts';

/**
 * The CMS path of a club page address ('/the-club/history/' is 'the-club/history'), or null when
 * the address cannot be one: more than a slug under four sub-page levels, an empty segment, or a
 * segment that is not a slug (upper case, dots, encoded slashes).
 */
export function clubPagePath(pathname: string): string | null {
  const segments = pathname.replace(/^\/+/, '').replace(/\/$/, '').split('/');
  if (segments.length > MAX_PAGE_PATH_SEGMENTS) return null;
  if (!segments.every((segment) => SLUG_PATTERN.test(segment))) return null;
  return segments.join('/');
}
