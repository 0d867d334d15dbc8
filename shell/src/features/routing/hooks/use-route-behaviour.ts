import type { RouteMeta } from '@club/shared/federation';
import { ANCHOR_SCROLL, type AnchorScroll } from '../constants.ts';
import { useAnchorScroll, useScrollToTopOnNewPage } from './use-anchor-scroll.ts';
import { useBodyClasses } from './use-body-classes.ts';
import { useDocumentTitle } from './use-document-title.ts';
import { usePrefetchOnIdle } from './use-prefetch-on-idle.ts';
import { useRouteSignals } from './use-route-signals.ts';

/**
 * Everything the shell does per route (spec 000 §2 "Query parameters and anchors", §4 "Analytics",
 * §9), for a layout to call once: body classes, titles, anchor scrolling (with the layout's own
 * timing), scroll to top on a new page, the route signals and page views, and the idle prefetch.
 * `meta` is the page's, from its own route (undefined while its remote's routes load).
 */
export function useRouteBehaviour(
  meta: RouteMeta | undefined,
  anchorScroll: AnchorScroll = ANCHOR_SCROLL,
): void {
  useBodyClasses(meta);
  useDocumentTitle(meta);
  useScrollToTopOnNewPage();
  useAnchorScroll(anchorScroll);
  useRouteSignals();
  usePrefetchOnIdle();
}
