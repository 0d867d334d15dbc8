// Dates and times as the site and the services write them, every formatter built here and nowhere
// else: on the club's clock (spec 000 §9 "Timezone", TIMEZONE) unless a function says it uses the
// viewer's own zone. Formatters are built on first use, so loading the entry costs nothing.
import { TIMEZONE } from '@club/shared/site';

/** The locale every date and time is written in (British English: day before month, 24-hour clock). */
export const DATE_LOCALE = 'en-GB';

type Options = Intl.DateTimeFormatOptions;

function formatter(options: Options): () => Intl.DateTimeFormat {
  let built: Intl.DateTimeFormat | undefined;
  return () => {
    built ??= new Intl.DateTimeFormat(DATE_LOCALE, options);
    return built;
  };
}

const toDate = (value: string | Date): Date => (typeof value === 'string' ? new Date(value) : value);
const isValid = (date: Date) => !Number.isNaN(date.getTime());

const clubParts = /* @__PURE__ */ formatter({
  timeZone: TIMEZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** A moment on the club's wall clock, each field as written ('07' for July; 24-hour). */
export interface ClubClock {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

/**
 * The club's clock (TIMEZONE, London's) without the time zone database, for the years
 * `BRITISH_SUMMER_TIME_YEARS` spans: British Summer Time (UTC+1) from 01:00 UTC on the last Sunday
 * of March to 01:00 UTC on the last Sunday of October, Greenwich Mean Time otherwise (the United
 * Kingdom's rule since 1996). Reading a clock through `Intl` costs the browser its date and time
 * data on first use, about 60 ms of main thread on a phone, which a server-rendered page paid while
 * it hydrated its first date (docs/architecture.md "Server rendering"); most pages need only
 * numbers. date.test.ts holds this clock to `Intl`'s in TIMEZONE, hour by hour across those years
 * and at every change of the clocks (so it fails if TIMEZONE ever names another zone); outside
 * them `clubClock` reads `Intl`.
 */
export const BRITISH_SUMMER_TIME_YEARS = { first: 1996, last: 2037 } as const;
const HOUR_MS = 3_600_000;

/** 01:00 UTC on the last Sunday of a month (0-based), when the United Kingdom's clocks change. */
function clocksChange(year: number, monthIndex: number): number {
  const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0));
  return Date.UTC(year, monthIndex, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

const pad2 = (value: number) => String(value).padStart(2, '0');

/** The club's clock at `date` by the rule above; undefined outside the years it is checked for. */
function ruleClock(date: Date): ClubClock | undefined {
  const year = date.getUTCFullYear();
  if (!(year >= BRITISH_SUMMER_TIME_YEARS.first && year <= BRITISH_SUMMER_TIME_YEARS.last)) return undefined;
  const instant = date.getTime();
  const summer = instant >= clocksChange(year, 2) && instant < clocksChange(year, 9);
  const local = new Date(instant + (summer ? HOUR_MS : 0));
  return {
    year: String(local.getUTCFullYear()),
    month: pad2(local.getUTCMonth() + 1),
    day: pad2(local.getUTCDate()),
    hour: pad2(local.getUTCHours()),
    minute: pad2(local.getUTCMinutes()),
    second: pad2(local.getUTCSeconds()),
  };
}

/** The club's wall clock (TIMEZONE) at `value`: the date and time a supporter in London reads. */
export function clubClock(value: string | Date): ClubClock {
  const date = toDate(value);
  return ruleClock(date) ?? clubClockByIntl(date);
}

/** The club's wall clock as the browser's time zone database reads it (Intl): outside the rule's years. */
export function clubClockByIntl(date: Date): ClubClock {
  const byType = Object.fromEntries(
    clubParts()
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: byType.year ?? '',
    month: byType.month ?? '',
    day: byType.day ?? '',
    hour: byType.hour ?? '',
    minute: byType.minute ?? '',
    second: byType.second ?? '',
  };
}

/** Spec 000 §9 date format, DD MM YYYY, on the club's clock; '' for a date it cannot read. */
export function formatDate(value: string | Date): string {
  const date = toDate(value);
  if (!isValid(date)) return '';
  const { day, month, year } = clubClock(date);
  return `${day} ${month} ${year}`;
}

/** The club's calendar day as YYYY-MM-DD (a key: two moments on the same London day share it). */
export const clubDayKey = (value: string | Date): string => {
  const { year, month, day } = clubClock(value);
  return `${year}-${month}-${day}`;
};

/** The club's calendar month as YYYY-MM ('2026-11'), stable for keys and ids. */
export const clubMonthKey = (value: string | Date): string => clubDayKey(value).slice(0, 7);

/** The time on the club's clock as HH:MM (24-hour): a kick-off. */
export const formatClubTime = (value: string | Date): string => {
  const { hour, minute } = clubClock(value);
  return `${hour}:${minute}`;
};

/** The time on the club's clock as HH:MM:SS (24-hour). */
export const formatClubTimeWithSeconds = (value: string | Date): string =>
  `${formatClubTime(value)}:${clubClock(value).second}`;

/** The months' names as DATE_LOCALE writes them (date.test.ts holds them to `Intl`'s). */
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
/** The club's calendar month in words: 'November 2026' (read from the club's clock, so without `Intl` in most years). */
export const formatClubMonth = (value: string | Date): string => {
  const { year, month } = clubClock(value);
  return `${MONTH_NAMES[Number(month) - 1]} ${year}`;
};

const clubLongDate = /* @__PURE__ */ formatter({ timeZone: TIMEZONE, dateStyle: 'long' });
/** A date in words on the club's clock: '26 November 2026'. */
export const formatLongDate = (value: string | Date): string => clubLongDate().format(toDate(value));

const clubKickOff = /* @__PURE__ */ formatter({
  timeZone: TIMEZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
/** A kick-off in words on the club's clock: 'Saturday 8 August 2026 at 15:00'. */
export const formatKickOff = (value: string | Date): string => clubKickOff().format(toDate(value));

/**
 * A date and time in words in `timeZone` (a supporter's own, an IANA name), or on the club's clock
 * without one: '26 November 2026 at 07:00'.
 */
export const formatLongDateTime = (value: string | Date, timeZone: string | null): string =>
  new Intl.DateTimeFormat(DATE_LOCALE, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: timeZone ?? TIMEZONE,
  }).format(toDate(value));

const periodFormats = {
  day: formatter({ timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' }),
  month: formatter({ timeZone: 'UTC', month: 'long', year: 'numeric' }),
};
/**
 * A calendar year, month or day by its numbers, in words, without any clock: '2021', 'May 2021',
 * '14 May 2021' (month 1 to 12).
 */
export function formatPeriod(period: { year: number; month: number | null; day: number | null }): string {
  if (period.month === null) return String(period.year);
  const date = new Date(Date.UTC(period.year, period.month - 1, period.day ?? 1, 12));
  return (period.day === null ? periodFormats.month : periodFormats.day)().format(date);
}

const viewerDateTime: Options = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
  timeZoneName: 'short',
};
const viewerDateTimeFormat = /* @__PURE__ */ formatter(viewerDateTime);
const clubDateTimeFormat = /* @__PURE__ */ formatter({ ...viewerDateTime, timeZone: TIMEZONE });
/**
 * A moment in the viewer's own time zone (the browser's), named: 'Wednesday 25 November at 07:00
 * GMT-5'; with `onClubClock`, the same on the club's clock ('... at 12:00 GMT'), for a page the
 * server renders before the browser says where the viewer is.
 */
export const formatViewerDateTime = (value: string | Date, onClubClock = false): string =>
  (onClubClock ? clubDateTimeFormat : viewerDateTimeFormat)().format(toDate(value));

/**
 * A moment within the coming days in the viewer's own time zone (the browser's, unless given):
 * weekday, hours and minutes, and the zone's short name so nobody wonders whose time it is
 * ('Saturday 17:15 GMT'); null for something that is not a time.
 */
export function formatViewerWeekdayTime(value: string | Date, timeZone?: string): string | null {
  const date = toDate(value);
  if (!isValid(date)) return null;
  return new Intl.DateTimeFormat(DATE_LOCALE, {
    weekday: 'long',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}

/** The viewer's own time zone as the browser (or server) names it ('America/New_York'). */
export const viewerTimeZone = (): string => new Intl.DateTimeFormat().resolvedOptions().timeZone;
