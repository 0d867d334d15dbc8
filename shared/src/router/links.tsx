/**
 * `Link` and `NavLink`, written on react-router's hooks. react-router's own links carry its
 * framework mode (route-module prefetching, view transitions, data-router state), which the
 * declarative router never runs but every visitor downloaded with the shared router. These keep
 * what the site uses: client-side navigation on a plain left click, `replace` and `state`, and for
 * NavLink the active state (`aria-current="page"`, the `active` class beside a className string, or
 * a className or style function).
 */
import type { AnchorHTMLAttributes, CSSProperties, MouseEvent, ReactNode } from 'react';
import { type To, useHref, useLocation, useNavigate, useResolvedPath } from 'react-router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  /** Replace the current history entry instead of pushing one (the default for a link to the page it is on). */
  replace?: boolean;
  state?: unknown;
  /** Let the browser load the page instead of the router. */
  reloadDocument?: boolean;
}

const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** A click the router should take: the main button, no modifier, the link's own tab. */
function isRouterClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

/** A same-origin absolute URL as a path the router can take; other origins stay as they are. */
function internalTo(to: To): To | null {
  if (typeof to !== 'string' || !ABSOLUTE_URL.test(to)) return to;
  const url = new URL(to, window.location.href);
  return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : null;
}

export function Link({ to, replace, state, reloadDocument, onClick, target, ...rest }: LinkProps) {
  const internal = internalTo(to);
  const href = useHref(internal ?? '');
  const location = useLocation();
  const path = useResolvedPath(internal ?? '');
  const navigate = useNavigate();
  if (internal === null) return <a {...rest} href={String(to)} target={target} onClick={onClick} />;
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (reloadDocument || !isRouterClick(event, target)) return;
    event.preventDefault();
    const samePage =
      location.pathname === path.pathname && location.search === path.search && location.hash === path.hash;
    void navigate(internal, { replace: replace ?? samePage, state });
  };
  return <a {...rest} href={href} target={target} onClick={handleClick} />;
}

interface NavLinkState {
  isActive: boolean;
}

export interface NavLinkProps extends Omit<LinkProps, 'className' | 'style' | 'children'> {
  /** Active only on the link's own path, not on the paths below it. */
  end?: boolean;
  className?: string | ((state: NavLinkState) => string | undefined);
  style?: CSSProperties | ((state: NavLinkState) => CSSProperties | undefined);
  children?: ReactNode | ((state: NavLinkState) => ReactNode);
}

/** Whether a location's path is the link's path (or, without `end`, below it), as react-router decides. */
export function isActivePath(locationPathname: string, toPathname: string, end = false): boolean {
  const location = locationPathname.toLowerCase();
  const to = toPathname.toLowerCase();
  if (location === to) return true;
  // A link to `/news/` is active on `/news/x`: its slash is the boundary.
  const boundary = to !== '/' && to.endsWith('/') ? to.length - 1 : to.length;
  return !end && location.startsWith(to) && location.charAt(boundary) === '/';
}

export function NavLink({ end, className, style, children, ...rest }: NavLinkProps) {
  const { pathname } = useLocation();
  const path = useResolvedPath(rest.to);
  const state = { isActive: isActivePath(pathname, path.pathname, end) };
  return (
    <Link
      {...rest}
      aria-current={state.isActive ? 'page' : undefined}
      className={
        typeof className === 'function'
          ? className(state)
          : [className, state.isActive && 'active'].filter(Boolean).join(' ') || undefined
      }
      style={typeof style === 'function' ? style(state) : style}
    >
      {typeof children === 'function' ? children(state) : children}
    </Link>
  );
}
