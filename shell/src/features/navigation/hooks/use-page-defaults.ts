import { directionOf, type TextDirection } from '@club/shared/contracts';
import type { RouteMeta } from '@club/shared/federation';
import { useLocation } from '@club/shared/router';
import {
  $pageLanguage,
  DEFAULT_PAGE_KIND,
  DEFAULT_PAGE_LANGUAGE,
  setPageKind,
  setPageLanguage,
} from '@club/shared/stores';
import { useStore } from '@nanostores/react';
import { useLayoutEffect } from 'react';

/** The language attributes of the main content region: none for English, lang and dir otherwise. */
export interface ContentLanguageAttributes {
  lang?: string;
  dir?: TextDirection;
}

/**
 * On every route change, sets the page kind and content language the page's own route names
 * (RouteMeta; the defaults while its remote's routes load). It runs as a layout effect, so a page's
 * own `setPageKind` / `setPageLanguage` (in a plain effect) comes after and wins. Returns the lang
 * and dir the main content region carries (Arabic reads right to left).
 */
export function usePageDefaults(meta: RouteMeta | undefined): ContentLanguageAttributes {
  const { pathname } = useLocation();
  const kind = meta?.kind ?? DEFAULT_PAGE_KIND;
  const routeLanguage = meta?.language ?? DEFAULT_PAGE_LANGUAGE;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path resets what the last page set for itself
  useLayoutEffect(() => {
    setPageKind(kind);
    setPageLanguage(routeLanguage);
  }, [pathname, kind, routeLanguage]);
  const language = useStore($pageLanguage);
  return language === DEFAULT_PAGE_LANGUAGE ? {} : { lang: language, dir: directionOf(language) };
}
