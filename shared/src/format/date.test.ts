import { TIMEZONE } from '@club/shared/site';
import { describe, expect, it, vi } from 'vitest';
import {
  BRITISH_SUMMER_TIME_YEARS,
  type ClubClock,
  clubClock,
  clubClockByIntl,
  clubDayKey,
  clubMonthKey,
  formatClubMonth,
  formatClubTime,
  formatClubTimeWithSeconds,
  formatDate,
  formatKickOff,
  formatLongDate,
  formatLongDateTime,
  formatPeriod,
  formatViewerDateTime,
  formatViewerWeekdayTime,
} from './date.ts';

describe('formatDate', () => {
  it('writes DD MM YYYY', () => {
    expect(formatDate('2026-03-05T12:00:00Z')).toBe('05 03 2026');
  });

  it('uses London time, so a late-evening UTC time in summer is already the next day', () => {
    expect(formatDate('2026-07-31T23:30:00Z')).toBe('01 08 2026');
    // 23:30 UTC on 31 August is already 1 September in London.
    expect(formatDate('2026-08-31T23:30:00Z')).toBe('01 09 2026');
  });

  it('returns an empty string for a date it cannot read', () => {
    expect(formatDate('not a date')).toBe('');
  });
});

describe("the club's clock", () => {
  it('reads kick-offs on the London clock, in summer time and winter time', () => {
    expect(`${formatDate('2026-08-08T14:00:00Z')} ${formatClubTime('2026-08-08T14:00:00Z')}`).toBe(
      '08 08 2026 15:00',
    );
    expect(`${formatDate('2026-12-26T15:00:00Z')} ${formatClubTime('2026-12-26T15:00:00Z')}`).toBe(
      '26 12 2026 15:00',
    );
  });

  it('names the London day and month as keys, midnight at London midnight', () => {
    expect(clubDayKey('2026-06-30T22:59:59Z')).toBe('2026-06-30');
    expect(clubDayKey('2026-06-30T23:00:00Z')).toBe('2026-07-01');
    expect(clubDayKey('2026-12-31T23:30:00Z')).toBe('2026-12-31');
    expect(clubMonthKey('2026-08-31T23:30:00Z')).toBe('2026-09');
    expect(formatClubMonth('2026-08-31T23:30:00Z')).toBe('September 2026');
  });

  it('writes times on a 24-hour clock, midnight as 00', () => {
    expect(clubClock(new Date('2026-06-30T23:30:00Z'))).toEqual({
      year: '2026',
      month: '07',
      day: '01',
      hour: '00',
      minute: '30',
      second: '00',
    });
    expect(formatClubTimeWithSeconds('2026-01-10T18:04:05Z')).toBe('18:04:05');
  });

  it('writes dates and kick-offs in words', () => {
    expect(formatLongDate(new Date('2026-11-25T23:30:00Z'))).toBe('25 November 2026');
    expect(formatLongDate(new Date('2026-07-31T23:30:00Z'))).toBe('1 August 2026');
    expect(formatKickOff('2026-08-08T14:00:00Z')).toMatch(/^Saturday,? 8 August 2026 at 15:00$/);
  });

  it("writes a date and time in a supporter's own zone, or London's without one", () => {
    expect(formatLongDateTime(new Date('2026-11-25T12:00:00Z'), 'America/New_York')).toBe(
      '25 November 2026 at 07:00',
    );
    expect(formatLongDateTime(new Date('2026-07-25T12:00:00Z'), null)).toBe('25 July 2026 at 13:00');
  });
});

describe('formatPeriod', () => {
  it('names a year, a month or a day', () => {
    expect(formatPeriod({ year: 2021, month: null, day: null })).toBe('2021');
    expect(formatPeriod({ year: 2021, month: 5, day: null })).toBe('May 2021');
    expect(formatPeriod({ year: 2021, month: 5, day: 14 })).toBe('14 May 2021');
  });
});

describe('formatViewerWeekdayTime', () => {
  it("says the instant in the viewer's own zone, with the zone's name", () => {
    const end = '2026-11-07T17:15:00.000Z';
    expect(formatViewerWeekdayTime(end, TIMEZONE)).toMatch(/^Saturday,? 17:15 GMT$/);
    expect(formatViewerWeekdayTime(end, 'Europe/Paris')).toMatch(/^Saturday,? 18:15 CET$/);
    // The zone's short name depends on the ICU data (EST or GMT-5); the hour does not.
    expect(formatViewerWeekdayTime(end, 'America/New_York')).toMatch(/^Saturday,? 12:15 /);
  });

  it('answers null for something that is not a time', () => {
    expect(formatViewerWeekdayTime('soon')).toBeNull();
  });
});

describe('formatViewerDateTime', () => {
  it("says the day and time in the viewer's zone, or on the club's clock for a page rendered on the server", () => {
    expect(formatViewerDateTime('2026-11-29T12:00:00Z', true)).toBe('Sunday 29 November at 12:00 GMT');
    expect(formatViewerDateTime('2026-07-01T11:00:00Z', true)).toBe('Wednesday 1 July at 12:00 BST');
    // The test runs in the machine's zone: its hour is the one the browser's own clock shows.
    const local = new Date('2026-11-29T12:00:00Z');
    expect(formatViewerDateTime(local)).toContain(`${String(local.getHours()).padStart(2, '0')}:00`);
  });
});

describe("the club's clock without Intl (BRITISH_SUMMER_TIME_YEARS)", () => {
  /** The club's clock as the time zone database reads it: the oracle the rule is held to. */
  const fromIntl = (instant: number): ClubClock => clubClockByIntl(new Date(instant));
  const { first, last } = BRITISH_SUMMER_TIME_YEARS;
  const HOUR = 3_600_000;

  it('reads those years as the time zone database does, every hour of the day, minute and second', () => {
    const end = Date.UTC(last + 1, 0, 1);
    // Every 7 hours and 61 seconds: each hour of the day, minute and second in turn (the changes of
    // the clocks to the second are the next test's). Compared as text, expect() only for a difference.
    const text = (clock: ClubClock) => Object.values(clock).join(' ');
    for (let instant = Date.UTC(first, 0, 1); instant < end; instant += 7 * HOUR + 61_000) {
      const byRule = clubClock(new Date(instant));
      const expected = fromIntl(instant);
      if (text(byRule) !== text(expected)) expect(byRule, new Date(instant).toISOString()).toEqual(expected);
    }
  });

  it('changes at the second the clocks change, in spring and in autumn, in every year', () => {
    for (let year = first; year <= last; year += 1) {
      for (const monthIndex of [2, 9]) {
        const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0));
        const change = Date.UTC(year, monthIndex, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
        for (const instant of [change - 1000, change, change + 1000]) {
          expect(clubClock(new Date(instant)), new Date(instant).toISOString()).toEqual(fromIntl(instant));
        }
      }
    }
  });

  it('reads the clock, dates, times, day and month keys and months in words without Intl within those years', () => {
    const formatToParts = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    // `format` is a getter that binds the formatter.
    const format = vi.spyOn(Intl.DateTimeFormat.prototype as { readonly format: unknown }, 'format', 'get');
    try {
      const kickOff = '2026-08-08T14:00:00Z';
      expect([
        formatDate(kickOff),
        formatClubTime(kickOff),
        clubDayKey(kickOff),
        formatClubMonth(kickOff),
      ]).toEqual(['08 08 2026', '15:00', '2026-08-08', 'August 2026']);
      expect(formatToParts).not.toHaveBeenCalled();
      expect(format).not.toHaveBeenCalled();
    } finally {
      formatToParts.mockRestore();
      format.mockRestore();
    }
  });

  it('reads Intl outside those years, and writes each month in words as Intl does', () => {
    for (const iso of ['1995-07-01T23:30:00Z', '1990-10-27T23:30:00Z', '2040-07-01T23:30:00Z']) {
      expect(clubClock(iso), iso).toEqual(fromIntl(Date.parse(iso)));
    }
    const intlMonth = new Intl.DateTimeFormat('en-GB', {
      timeZone: TIMEZONE,
      month: 'long',
      year: 'numeric',
    });
    for (let month = 0; month < 12; month += 1) {
      const instant = Date.UTC(2026, month, 15, 12);
      expect(formatClubMonth(new Date(instant))).toBe(intlMonth.format(instant));
    }
    expect(formatClubMonth('2026-10-31T23:30:00Z'), 'the last evening of October in London').toBe(
      'October 2026',
    );
    expect(formatClubMonth('2026-08-31T23:30:00Z'), 'already September in London').toBe('September 2026');
  });
});
