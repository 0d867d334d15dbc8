import { NavLink } from '@club/shared/router';
import type { MenuItem } from '@club/shared/site';
import { Icon } from '@club/shared/ui';
import type { ReactNode } from 'react';

/** Where a link opens: external links flagged newTab open in a new tab without handing it this page. */
export const NEW_TAB_PROPS = { target: '_blank', rel: 'noopener noreferrer' } as const;

interface MenuItemLinkProps {
  item: MenuItem;
  className?: string;
  /** The icon's class; without it the icon is not drawn. */
  iconClassName?: string;
  children?: ReactNode;
}

/**
 * One item of a navigation set: an internal item is a router link to its slug, an external one a
 * plain link, in a new tab when the item says so. The item's customClass is carried as given.
 */
export function MenuItemLink({ item, className = '', iconClassName, children }: MenuItemLinkProps) {
  const classes = [className, item.customClass].filter(Boolean).join(' ');
  const content = (
    <>
      {iconClassName !== undefined && <Icon name={item.icon} className={iconClassName} />}
      <span>{item.name}</span>
      {children}
    </>
  );
  if (item.isExternal) {
    return (
      <a className={classes} href={item.slug} {...(item.newTab ? NEW_TAB_PROPS : {})}>
        {content}
      </a>
    );
  }
  return (
    <NavLink className={classes} to={item.slug} end={item.slug === '/'}>
      {content}
    </NavLink>
  );
}
