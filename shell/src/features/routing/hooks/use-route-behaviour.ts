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
 */
export function useRouteBehaviour(anchorScroll: AnchorScroll = ANCHOR_SCROLL): void {
  useBodyClasses();
  useDocumentTitle();
  useScrollToTopOnNewPage();
  useAnchorScroll(anchorScroll);
  useRouteSignals();
  usePrefetchOnIdle();
}
