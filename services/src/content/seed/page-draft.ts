// How the seed writes a CMS page: nested as the menu shows it; flattening it into documents gives
// each page its id, order, path, level and dates (menu-pages-seed.ts).
import type { ContentBlock, PageTemplate } from '@club/shared/contracts';

export interface PageDraft {
  title: string;
  slug: string;
  /** Default unless given. Hub pages list their children. */
  template?: PageTemplate;
  /** One or two sentences: the Hub card text and the SEO description. */
  summary: string;
  /** The CMS body; absent for entries with no page behind them (external links, app routes). */
  bodyHtml?: string;
  /** Carousels, buttons and advert places after the body, in order. */
  blocks?: ContentBlock[];
  /** Pages with a hero image get the key pages/<path-with-dashes>.jpg. */
  hero?: boolean;
  /** 'Published' unless given; anything else is neither in the menu nor served. */
  status?: string;
  /** False keeps a page out of menus and Hub lists while it stays reachable by its path. */
  showInMenu?: boolean;
  external?: { url: string; newTab: boolean };
  /** A path served by another part of the site (the streaming entry's /videos). */
  appRoute?: string;
  children?: PageDraft[];
}

/** The club's email domain and addresses, used across the pages. */
export const CLUB_DOMAIN = 'northbridgefc.example';
export const clubEmail = (box: string) => `${box}@${CLUB_DOMAIN}`;
export const mailto = (box: string) => `<a href="mailto:${clubEmail(box)}">${clubEmail(box)}</a>`;
