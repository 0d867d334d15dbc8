import { TIMEZONE } from '@club/shared/site';

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIMEZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** Spec 000 §9 date format, DD MM YYYY, in the club's timezone (Europe/London). */
export function formatDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const byType = Object.fromEntries(parts.formatToParts(date).map((part) => [part.type, part.value]));
  return `${byType.day} ${byType.month} ${byType.year}`;
}
