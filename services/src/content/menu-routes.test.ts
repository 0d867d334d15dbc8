import {
  MAX_NESTED_LEVEL,
  type MenuPage,
  type MenuResponse,
  menuResponse,
  validate,
} from '@club/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchJson, type RunningServer, startTestServer } from '../../test/helpers.ts';
import { FOUNDATION_URL } from './seed/section-pages.ts';

let server: RunningServer;
let tree: MenuPage[];

beforeAll(async () => {
  server = await startTestServer();
  const response = await fetchJson<MenuResponse>(`${server.url}/web/v1/menu`);
  expect(response.status).toBe(200);
  const checked = validate(menuResponse, response.body);
  expect(checked.ok ? [] : checked.problems).toEqual([]);
  tree = response.body.data;
});
afterAll(() => server?.close());

const walk = (pages: MenuPage[]): MenuPage[] => pages.flatMap((page) => [page, ...walk(page.children)]);
const titled = (pages: MenuPage[], title: string) => {
  const page = pages.find((p) => p.postTitle === title);
  if (!page) throw new Error(`no menu page '${title}' among ${pages.map((p) => p.postTitle).join(', ')}`);
  return page;
};
const slugs = (page: MenuPage) => page.children.map((child) => child.pageSlug);

describe('GET /web/v1/menu', () => {
  it('has the top-level entries of spec 000 §2 in order', () => {
    expect(tree.map((page) => page.postTitle)).toEqual([
      'The Club',
      'Tickets',
      'Supporters',
      'Academy',
      'Foundation',
      'Northbridge TV',
    ]);
    expect(tree.map((page) => page.pageOrder)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('nests the pages spec 000 §2 lists under each entry', () => {
    expect(slugs(titled(tree, 'The Club'))).toEqual([
      'history',
      'brochure',
      'safeguarding',
      'equality-diversity-and-inclusion',
      'contact',
      'opening-hours',
      'work-at-the-club',
      'privacy-notice',
      'cookies',
    ]);
    expect(slugs(titled(tree, 'Tickets'))).toEqual([
      'season-ticket-terms',
      'away-travel',
      'visiting-supporters',
    ]);
    expect(slugs(titled(tree, 'Supporters'))).toEqual([
      'consultation',
      'guides',
      'engagement-plan',
      'junior-memberships',
      'charter',
    ]);
    expect(slugs(titled(tree, 'Academy'))).toEqual(['history', 'legacy-numbers']);
    const edi = titled(titled(tree, 'The Club').children, 'Equality, Diversity and Inclusion');
    expect(edi.children.length).toBeGreaterThanOrEqual(2);
    expect(edi.pageTemplate).toBe('Hub');
  });

  it('represents all four sub-page levels below a top-level page', () => {
    const all = walk(tree);
    const deepest = all.filter((page) => page.nestedLevel === MAX_NESTED_LEVEL);
    expect(deepest.length).toBeGreaterThan(0);
    expect(deepest[0]?.fullPath).toBe(
      '/the-club/equality-diversity-and-inclusion/our-commitments/action-plan/progress-report-2025-26',
    );
    expect(Math.max(...all.map((page) => page.nestedLevel))).toBe(MAX_NESTED_LEVEL);
  });

  it('gives every page consistent fields: level, path, order, childIds, status and dates', () => {
    const check = (page: MenuPage, level: number, parentPath: string | null) => {
      expect(page.nestedLevel).toBe(level);
      expect(page.postStatus).toBe('Published');
      expect(page.childIds).toEqual(page.children.map((child) => child.postID));
      expect(page.children.map((child) => child.pageOrder)).toEqual(page.children.map((_, i) => i + 1));
      expect(page.publishedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(page.publishedTime).toMatch(/^\d{2}:\d{2}:\d{2}$/);
      expect(page.savedTimestamp).toBeGreaterThan(0);
      expect(['Hub', 'Default']).toContain(page.pageTemplate);
      if (page.postType === 'internal' && page.fullPath !== '/videos') {
        expect(page.fullPath).toBe(`${parentPath ?? ''}/${page.pageSlug}`);
        expect(page.externalUrl).toBeNull();
      }
      for (const child of page.children) check(child, level + 1, page.fullPath);
    };
    for (const page of tree) check(page, 0, null);
    const ids = walk(tree).map((page) => page.postID);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('marks the foundation as an external site opening in a new tab, and the streaming entry as /videos', () => {
    expect(titled(tree, 'Foundation')).toMatchObject({
      postType: 'external',
      externalUrl: FOUNDATION_URL,
      fullPath: FOUNDATION_URL,
      newTab: true,
      children: [],
    });
    expect(titled(tree, 'Northbridge TV')).toMatchObject({
      postType: 'internal',
      fullPath: '/videos',
      newTab: false,
    });
  });

  it('keeps the footer-only pages out of menus but in the tree, and leaves drafts out', () => {
    const club = titled(tree, 'The Club');
    expect(titled(club.children, 'Privacy Notice').showInMenu).toBe(false);
    expect(titled(club.children, 'Cookies').showInMenu).toBe(false);
    expect(titled(club.children, 'History').showInMenu).toBe(true);
    const consultation = titled(titled(tree, 'Supporters').children, 'Consultation');
    expect(consultation.children).toEqual([]);
    expect(walk(tree).some((page) => page.pageSlug === 'survey-results-2026')).toBe(false);
  });
});
