import type { MenuPage } from '@club/shared/contracts';
import { Link, useLocation } from '@club/shared/router';
import { MAIN_MENU_LAYOUT, MAIN_MENU_NAVIGATION, type MainMenuLayout } from '@club/shared/site';
import { $menuOpen, closeMenu } from '@club/shared/stores';
import { ControlIcon, ModalDialog } from '@club/shared/ui';
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import { MAIN_MENU_ID, NAVIGATION_TEXT } from '../constants.ts';
import { menuPageTarget } from '../lib/menu-tree.ts';
import { $menuTree } from '../stores/menu-tree.ts';
import styles from './main-menu.module.css';
import { MenuItemLink, NEW_TAB_PROPS } from './menu-item-link.tsx';

/** A page of the menu tree: a router link to its full path, or its external address (new tab if flagged). */
function MenuPageLink({ page, className }: { page: MenuPage; className?: string }) {
  const target = menuPageTarget(page);
  if (target.isExternal) {
    return (
      <a className={className} href={target.href} {...(target.newTab ? NEW_TAB_PROPS : {})}>
        {page.postTitle}
      </a>
    );
  }
  return (
    <Link className={className} to={target.href}>
      {page.postTitle}
    </Link>
  );
}

interface TreeProps {
  pages: readonly MenuPage[];
  /** Sub-pages behind a disclosure button (full-menu) or always open (auto-only-menu). */
  collapsible: boolean;
  /** How many levels below these to show; Infinity for all. */
  depth: number;
}

function TreeItem({ page, collapsible, depth }: Omit<TreeProps, 'pages'> & { page: MenuPage }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const hasChildren = depth > 0 && page.children.length > 0;
  return (
    <li>
      <div className={styles.row}>
        <MenuPageLink page={page} className={styles.pageLink} />
        {hasChildren && collapsible && (
          <button
            type="button"
            className={styles.disclosure}
            aria-expanded={expanded}
            aria-controls={listId}
            aria-label={NAVIGATION_TEXT.showSubPages(page.postTitle)}
            onClick={() => setExpanded(!expanded)}
          >
            <ControlIcon glyph="chevron" />
          </button>
        )}
      </div>
      {hasChildren && (
        <ul id={listId} className={styles.subList} hidden={collapsible && !expanded}>
          {page.children.map((child) => (
            <TreeItem key={child.postID} page={child} collapsible={collapsible} depth={depth - 1} />
          ))}
        </ul>
      )}
    </li>
  );
}

function Tree({ pages, collapsible, depth, className }: TreeProps & { className?: string }) {
  return (
    <ul className={className ?? styles.tree}>
      {pages.map((page) => (
        <TreeItem key={page.postID} page={page} collapsible={collapsible} depth={depth} />
      ))}
    </ul>
  );
}

/** The fixed main menu set (spec 000 §2 "Navigation sets"), as large links or as tiles with icons. */
function MainMenuSet({ tiles = false }: { tiles?: boolean }) {
  return (
    <ul className={tiles ? styles.tiles : styles.set}>
      {MAIN_MENU_NAVIGATION.map((item) => (
        <li key={item.name}>
          <MenuItemLink
            item={item}
            className={tiles ? styles.tile : styles.setLink}
            {...(tiles ? { iconClassName: styles.tileIcon } : {})}
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * The club pages from the service, in the layout's form; a loader while they load, nothing (the
 * failure is logged by the store) if they cannot.
 */
function ClubPages({ layout }: { layout: MainMenuLayout }) {
  const tree = useStore($menuTree);
  if (tree.status === 'idle' || tree.status === 'loading') {
    return (
      <p className={styles.status} role="status">
        {NAVIGATION_TEXT.menuLoading}
      </p>
    );
  }
  if (tree.status === 'failed') return null;
  switch (layout) {
    case 'component-menu':
      return <Tree pages={tree.pages} collapsible={false} depth={0} className={styles.compact} />;
    case 'feature-menu':
      return <Tree pages={tree.pages} collapsible={false} depth={1} className={styles.columns} />;
    case 'auto-only-menu':
      return <Tree pages={tree.pages} collapsible={false} depth={Number.POSITIVE_INFINITY} />;
    default:
      return <Tree pages={tree.pages} collapsible depth={Number.POSITIVE_INFINITY} />;
  }
}

/** auto-only-menu shows the service's tree alone, and the fixed set only when the tree is missing. */
function AutoOnlyFallback() {
  const tree = useStore($menuTree);
  const missing = tree.status === 'failed' || (tree.status === 'ready' && tree.pages.length === 0);
  return missing ? <MainMenuSet /> : null;
}

function MainMenuDialog({ layout }: { layout: MainMenuLayout }) {
  return (
    <ModalDialog
      label={NAVIGATION_TEXT.menuDialog}
      backdropLabel={NAVIGATION_TEXT.closeMenu}
      onClose={closeMenu}
      layerClassName={styles.root}
      className={styles.panel}
      id={MAIN_MENU_ID}
      data={{ 'data-layout': layout }}
    >
      <div className={styles.top}>
        <button type="button" className={styles.close} onClick={closeMenu}>
          <ControlIcon glyph="close" />
          <span>{NAVIGATION_TEXT.closeMenu}</span>
        </button>
      </div>
      <nav aria-label={NAVIGATION_TEXT.menuDialog} className={styles.body}>
        {layout !== 'auto-only-menu' && (
          <MainMenuSet tiles={layout === 'component-menu' || layout === 'feature-menu'} />
        )}
        <section aria-label={NAVIGATION_TEXT.clubPages} className={styles.pages}>
          <ClubPages layout={layout} />
          {layout === 'auto-only-menu' && <AutoOnlyFallback />}
        </section>
      </nav>
    </ModalDialog>
  );
}

/**
 * The main menu (spec 000 §2, §4 "Menu"): a modal opened by the burger and closed by its close
 * button, Escape, a click outside, any route change, or search opening (a store rule). Layouts:
 * full-menu: the main menu set, then every club page with its sub-pages behind disclosure buttons;
 * component-menu: the set as icon tiles, then the top-level club pages only;
 * feature-menu: the set as tiles beside the top-level club pages in columns with their first level;
 * auto-only-menu: the service's tree alone, every level open (the set only if the tree is missing).
 */
export function MainMenu({ layout = MAIN_MENU_LAYOUT }: { layout?: MainMenuLayout }) {
  const open = useStore($menuOpen);
  const { key } = useLocation();
  const shownKey = useRef(key);
  useEffect(() => {
    if (shownKey.current === key) return;
    shownKey.current = key;
    closeMenu();
  }, [key]);
  return open ? <MainMenuDialog layout={layout} /> : null;
}
