import type { Sponsor, SponsorRow } from '@club/shared/contracts';
import { describe, expect, it } from 'vitest';
import { visibleSponsorRows } from './visible-sponsor-rows.ts';

const sponsor = (sponsorID: string, overrides: Partial<Sponsor> = {}): Sponsor => ({
  sponsorID,
  campaignID: `cmp-${sponsorID}`,
  imageKey: `sponsors/${sponsorID}.png`,
  published: 1,
  title: sponsorID,
  url: `https://${sponsorID}.example/`,
  adminName: sponsorID,
  mediaLibraryID: `ml-${sponsorID}`,
  forcedOrder: 1,
  isChildFriendly: 1,
  ...overrides,
});

const row = (rowID: string, forcedOrder: number, sponsors: Sponsor[]): SponsorRow => ({
  adminName: rowID,
  forcedOrder,
  rowID,
  sponsorSize: 'small',
  title: rowID,
  titleSize: 'h6',
  sponsors,
});

const titles = (rows: SponsorRow[]) => rows.map((r) => [r.rowID, r.sponsors.map((s) => s.sponsorID)]);

describe('visibleSponsorRows', () => {
  it('keeps rows and sponsors in forcedOrder', () => {
    const rows = [
      row('second', 2, [sponsor('b', { forcedOrder: 2 }), sponsor('a', { forcedOrder: 1 })]),
      row('first', 1, [sponsor('c')]),
    ];
    expect(titles(visibleSponsorRows(rows, true))).toEqual([
      ['first', ['c']],
      ['second', ['a', 'b']],
    ]);
  });

  it('leaves out a sponsor without an imageKey (spec 000 §5)', () => {
    const rows = [row('r', 1, [sponsor('shown'), sponsor('no-logo', { imageKey: '' })])];
    expect(titles(visibleSponsorRows(rows, false))).toEqual([['r', ['shown']]]);
  });

  it('shows only child-friendly sponsors in child-friendly mode, all otherwise (spec 000 §5)', () => {
    const rows = [
      row('r', 1, [sponsor('family'), sponsor('betting', { isChildFriendly: 0, forcedOrder: 2 })]),
    ];
    expect(titles(visibleSponsorRows(rows, true))).toEqual([['r', ['family']]]);
    expect(titles(visibleSponsorRows(rows, false))).toEqual([['r', ['family', 'betting']]]);
  });

  it('drops a row left without sponsors, so no title stands alone', () => {
    const rows = [
      row('empty', 1, [sponsor('betting', { isChildFriendly: 0 })]),
      row('full', 2, [sponsor('a')]),
    ];
    expect(titles(visibleSponsorRows(rows, true))).toEqual([['full', ['a']]]);
  });
});
