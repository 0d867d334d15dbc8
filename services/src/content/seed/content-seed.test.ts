import {
  CAROUSEL_STYLES,
  CAROUSEL_TYPES,
  contentPage,
  isIconName,
  menuPage,
  validate,
} from '@club/shared/contracts';
import { describe, expect, it } from 'vitest';
import { findPage } from '../get-page.ts';
import { buildMenuTree } from '../menu-tree.ts';
import { pageRecord } from '../page-records.ts';
import { buildFaqGroups } from './faqs-seed.ts';
import { buildPageRecords } from './menu-pages-seed.ts';
import { buildStreamerConfig } from './streamer-config-seed.ts';

describe('content seed', () => {
  it('is the same on every build', () => {
    expect(buildPageRecords()).toEqual(buildPageRecords());
    expect(buildFaqGroups()).toEqual(buildFaqGroups());
    expect(buildStreamerConfig()).toEqual(buildStreamerConfig());
  });

  it('stores records of the right shape that nest into valid menu pages', () => {
    const records = buildPageRecords();
    for (const record of records) expect(validate(pageRecord, record).ok).toBe(true);
    for (const page of buildMenuTree(records)) expect(validate(menuPage, page).ok).toBe(true);
    expect(new Set(records.map((r) => r.postID)).size).toBe(records.length);
    expect(new Set(records.map((r) => r.fullPath)).size).toBe(records.length);
  });

  it('gives every Hub page children and every internal page a body, except the streaming entry', () => {
    const records = buildPageRecords();
    for (const hub of records.filter((r) => r.pageTemplate === 'Hub')) {
      expect(records.some((r) => r.parentID === hub.postID)).toBe(true);
    }
    const withoutBody = records.filter((r) => r.postType === 'internal' && r.bodyHtml === null);
    expect(withoutBody.map((r) => r.fullPath)).toEqual(['/videos']);
  });

  it('dates every page before the seed base date, saved after it was published', () => {
    for (const record of buildPageRecords()) {
      const published = Date.parse(`${record.publishedDate}T${record.publishedTime}Z`);
      expect(published).toBeLessThan(Date.parse('2026-11-01T12:00:00Z'));
      expect(record.savedTimestamp * 1000).toBeGreaterThan(published - 2 * 3600 * 1000);
    }
  });

  it('gives the history page every kind of block, valid as the site reads it', () => {
    const page = findPage(buildPageRecords(), ['the-club', 'history']);
    expect(page && validate(contentPage, page).ok).toBe(true);
    const blocks = page?.blocks ?? [];
    const carousels = blocks.flatMap((b) => (b.type === 'carousel' ? [b] : []));
    expect(new Set(carousels.map((c) => c.carouselStyle))).toEqual(new Set(CAROUSEL_STYLES));
    expect(new Set(carousels.map((c) => c.carouselType))).toEqual(new Set(CAROUSEL_TYPES));
    const buttons = blocks.flatMap((b) => (b.type === 'button' ? [b] : []));
    expect(new Set(buttons.map((b) => b.iconAlignment))).toEqual(new Set(['left', 'right']));
    for (const button of buttons) expect(isIconName(button.icon)).toBe(true);
    expect(blocks.some((b) => b.type === 'advert-carousel')).toBe(true);
  });
});
