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
 * Sets the page kind and content language a page's meta names (the defaults for what it leaves
 * out). Also called once before the first render with the landing page's meta (start.tsx): the
 * header subscribes to the page kind only after its first paint, so a kind set by the first
 * render's effects would show one frame late.
 */
export function applyPageDefaults(meta: Pick<RouteMeta, 'kind' | 'language'> | undefined): void {
  setPageKind(meta?.kind ?? DEFAULT_PAGE_KIND);
  setPageLanguage(meta?.language ?? DEFAULT_PAGE_LANGUAGE);
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
  useLayoutEffect(
    () => applyPageDefaults({ kind, language: routeLanguage }),
    [pathname, kind, routeLanguage],
  );
  const language = useStore($pageLanguage);
  return language === DEFAULT_PAGE_LANGUAGE ? {} : { lang: language, dir: directionOf(language) };
}
