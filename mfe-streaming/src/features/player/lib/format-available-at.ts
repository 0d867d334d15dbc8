/**
 * When a refused stream becomes available, in the viewer's own time zone (the browser's, unless
 * given): weekday, hours and minutes, and the zone's short name so nobody wonders whose time it is.
 */
export function formatAvailableAt(iso: string, timeZone?: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}
