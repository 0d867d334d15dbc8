// Spec 001 §9: live match video is not shown in the UK and Ireland on Saturdays from 14:45 to
// 17:15 UK time (the 3 pm blackout). Measured on the club's wall clock (TIMEZONE), so the window is
// the same local hours in summer time (BST) and winter time (GMT).
import { TIMEZONE } from '@club/shared/site';
import { DateTime } from 'luxon';
import { BLACKOUT } from './streams-constants.ts';

/** True when `country` is blacked out at `now` (the start minute counts, the end minute does not). */
export function isBlackedOut(now: Date, country: string): boolean {
  if (!(BLACKOUT.countries as readonly string[]).includes(country)) return false;
  const local = DateTime.fromJSDate(now, { zone: TIMEZONE });
  if (local.weekday !== BLACKOUT.weekday) return false;
  const minute = local.hour * 60 + local.minute;
  return minute >= BLACKOUT.startMinute && minute < BLACKOUT.endMinute;
}

/**
 * When the blackout that holds at `now` ends (the end minute, UK time, as an instant), or null when
 * `now` is outside it. The player says it in the viewer's own time.
 */
export function blackoutEndsAt(now: Date, country: string): Date | null {
  if (!isBlackedOut(now, country)) return null;
  const local = DateTime.fromJSDate(now, { zone: TIMEZONE });
  return local.startOf('day').plus({ minutes: BLACKOUT.endMinute }).toJSDate();
}
