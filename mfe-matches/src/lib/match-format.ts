// Kick-off dates and times on the club's clock (spec 000 §3: Europe/London, date format DD MM YYYY).
import { formatDate } from '@club/shared/format';
import { TIMEZONE } from '@club/shared/site';

const time = new Intl.DateTimeFormat('en-GB', { timeZone: TIMEZONE, hour: '2-digit', minute: '2-digit' });
const month = new Intl.DateTimeFormat('en-GB', { timeZone: TIMEZONE, month: 'long', year: 'numeric' });
const monthKey = new Intl.DateTimeFormat('en-CA', { timeZone: TIMEZONE, year: 'numeric', month: '2-digit' });

/** DD MM YYYY on the London clock. */
export const kickoffDate = (iso: string): string => formatDate(iso);
/** HH:MM on the London clock (24-hour). */
export const kickoffTime = (iso: string): string => time.format(new Date(iso));

const viewerClock = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
  timeZoneName: 'short',
});
/** A moment in the supporter's own time zone, named: 'Wednesday 25 November at 07:00 GMT-5'. */
export const viewerDateTime = (iso: string): string => viewerClock.format(new Date(iso));

export interface MonthGroup<T> {
  /** `2026-11`, stable for keys and ids. */
  key: string;
  /** 'November 2026'. */
  label: string;
  items: T[];
}

/** Consecutive items in the same London calendar month, in the order given. */
export function groupByMonth<T extends { kickoff: string }>(items: readonly T[]): MonthGroup<T>[] {
  const groups: MonthGroup<T>[] = [];
  for (const item of items) {
    const date = new Date(item.kickoff);
    const key = monthKey.format(date).slice(0, 7);
    const last = groups.at(-1);
    if (last?.key === key) last.items.push(item);
    else groups.push({ key, label: month.format(date), items: [item] });
  }
  return groups;
}
