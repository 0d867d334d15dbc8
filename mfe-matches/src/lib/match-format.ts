// Fixtures grouped by the club's calendar month; the dates and times themselves are written by
// @club/shared/format.
import { clubMonthKey, formatClubMonth } from '@club/shared/format';

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
    const key = clubMonthKey(item.kickoff);
    const last = groups.at(-1);
    if (last?.key === key) last.items.push(item);
    else groups.push({ key, label: formatClubMonth(item.kickoff), items: [item] });
  }
  return groups;
}
