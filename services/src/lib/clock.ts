// Every "now" the services use comes from here, never from new Date() in a route, so tests can
// expire tokens by moving the clock instead of waiting 15 minutes.
export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

export interface Clock {
  now(): Date;
  /** Shifts this clock (test mode only exposes it); the offset adds to whatever the base says. */
  advance(ms: number): void;
  reset(): void;
  /** How far this clock is moved from its base, in ms. */
  offsetMs(): number;
  /** Moves it to exactly `ms` from its base (several processes following one clock). */
  setOffset(ms: number): void;
}

export function createClock(base: () => Date = () => new Date()): Clock {
  let offsetMs = 0;
  return {
    now: () => new Date(base().getTime() + offsetMs),
    advance(ms) {
      offsetMs += ms;
    },
    reset() {
      offsetMs = 0;
    },
    offsetMs: () => offsetMs,
    setOffset(ms) {
      offsetMs = ms;
    },
  };
}
