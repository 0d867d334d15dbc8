import { useLocation } from '@club/shared/router';
import { $lockBackground } from '@club/shared/stores';
import { useStore } from '@nanostores/react';
import { useLayoutEffect } from 'react';
import { routeBodyClass } from '../lib/route-table.ts';

/** Spec 000 §2: the body gets the locked class while the background is locked. */
export const LOCKED_BODY_CLASS = 'locked';

/**
 * Spec 000 §2: the body gets a class per route path (`route-` and the route's name, see
 * route-table.ts) and the locked class while the background is locked; other classes are left alone.
 */
export function useBodyClasses(): void {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    const routeClass = routeBodyClass(pathname);
    document.body.classList.add(routeClass);
    return () => document.body.classList.remove(routeClass);
  }, [pathname]);

  const locked = useStore($lockBackground);
  useLayoutEffect(() => {
    document.body.classList.toggle(LOCKED_BODY_CLASS, locked);
  }, [locked]);
}
