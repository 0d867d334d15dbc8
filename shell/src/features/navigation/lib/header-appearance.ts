import { SITE_MODE, type SiteMode } from '@club/shared/site';
import type { PageKind } from '@club/shared/stores';
import {
  DEFAULT_HEADER_APPEARANCE,
  HEADER_APPEARANCE_BY_PAGE_KIND,
  type HeaderAppearance,
} from '../constants.ts';

/**
 * The header's look for a page kind in the site's mode (spec 000 §2, §3); the error page is always
 * solid. Light text needs the dark band of mode 'dark': in light mode transparent-light becomes
 * transparent-dark.
 */
export function headerAppearanceFor(kind: PageKind, mode: SiteMode = SITE_MODE): HeaderAppearance {
  const appearance = HEADER_APPEARANCE_BY_PAGE_KIND[kind] ?? DEFAULT_HEADER_APPEARANCE;
  return mode === 'light' && appearance === 'transparent-light' ? 'transparent-dark' : appearance;
}
