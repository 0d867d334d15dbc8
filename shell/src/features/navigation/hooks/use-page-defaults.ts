import { directionOf, type TextDirection } from '@club/shared/contracts';
import { useLocation } from '@club/shared/router';
import { $pageLanguage, DEFAULT_PAGE_LANGUAGE, setPageKind, setPageLanguage } from '@club/shared/stores';
import { useStore } from '@nanostores/react';
import { useLayoutEffect } from 'react';
import { pageKindForPath, pageLanguageForPath } from '../lib/page-kind.ts';

/** The language attributes of the main content region: none for English, lang and dir otherwise. */
export interface ContentLanguageAttributes {
  lang?: string;
  dir?: TextDirection;
}

/**
 * On every route change, sets the page kind and content language the path implies. It runs as a
 * layout effect, so a page's own `setPageKind` / `setPageLanguage` (in a plain effect) comes after
 * and wins. Returns the lang and dir the main content region carries (Arabic reads right to left).
 */
export function usePageDefaults(): ContentLanguageAttributes {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    setPageKind(pageKindForPath(pathname));
    setPageLanguage(pageLanguageForPath(pathname));
  }, [pathname]);
  const language = useStore($pageLanguage);
  return language === DEFAULT_PAGE_LANGUAGE ? {} : { lang: language, dir: directionOf(language) };
}
