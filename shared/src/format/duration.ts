// A video's length as the streaming area writes it (spec 001 §9), for the cards and the video page.

/** Spec 001 §9: a duration over 3599 s shows as hours and minutes, otherwise as mm:ss. */
export const LONGEST_MM_SS_DURATION_S = 3599;

const SECONDS_PER_HOUR = 3600;

const pad = (value: number) => String(value).padStart(2, '0');

const wholeSeconds = (seconds: number) => (Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0);

/**
 * A video's length as the cards show it (spec 001 §9): up to 3599 s as mm:ss (`59:59`), longer as
 * hours and minutes (`1h 00m`). Seconds that cannot be a length (negative, NaN) show as `00:00`.
 */
export function formatDuration(seconds: number): string {
  const total = wholeSeconds(seconds);
  if (total > LONGEST_MM_SS_DURATION_S) {
    const hours = Math.floor(total / SECONDS_PER_HOUR);
    const minutes = Math.floor((total % SECONDS_PER_HOUR) / 60);
    return `${hours}h ${pad(minutes)}m`;
  }
  return `${pad(Math.floor(total / 60))}:${pad(total % 60)}`;
}

/** The same length as an ISO 8601 duration, for `<time dateTime>` (e.g. `PT1H32M6S`). */
export function isoDuration(seconds: number): string {
  const total = wholeSeconds(seconds);
  const hours = Math.floor(total / SECONDS_PER_HOUR);
  const minutes = Math.floor((total % SECONDS_PER_HOUR) / 60);
  const rest = total % 60;
  return `PT${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}${rest || total === 0 ? `${rest}S` : ''}`;
}
