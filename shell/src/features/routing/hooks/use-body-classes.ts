import type { RouteMeta } from '@club/shared/federation';
import { $lockBackground } from '@club/shared/stores';
import { useStore } from '@nanostores/react';
import { useLayoutEffect } from 'react';
import { ROUTE_BODY_CLASS_PREFIX } from '../constants.ts';

/** Spec 000 §2: the body gets the locked class while the background is locked. */
export const LOCKED_BODY_CLASS = 'locked';

/** Spec 000 §2: the body's class for a route, `route-` and the name its own route gives it. */
export const routeBodyClass = (meta: RouteMeta): string => `${ROUTE_BODY_CLASS_PREFIX}${meta.name}`;

/**
 * Spec 000 §2: the body gets a class per route (`route-` and the route's name, from the page's own
 * route: RouteMeta) and the locked class while the background is locked; other classes are left
 * alone. While the page's routes load, its name is not known yet and the body has no route class.
 */
export function useBodyClasses(meta: RouteMeta | undefined): void {
  const routeClass = meta && routeBodyClass(meta);
  useLayoutEffect(() => {
    if (!routeClass) return;
    document.body.classList.add(routeClass);
    return () => document.body.classList.remove(routeClass);
  }, [routeClass]);

  const locked = useStore($lockBackground);
  useLayoutEffect(() => {
    document.body.classList.toggle(LOCKED_BODY_CLASS, locked);
  }, [locked]);
}
