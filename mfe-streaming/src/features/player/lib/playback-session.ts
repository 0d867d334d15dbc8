import { MEDIA_TOKEN_PARAM } from '@club/shared/contracts';

/**
 * A playback's token, kept fresh for as long as the player plays. A playback token opens its item
 * for a short while (services: PLAYBACK_TOKEN_TTL_MS, ten minutes); media requests carry the newest
 * one, and when the media service refuses a request (403: the token expired) the player asks for a
 * new one, once for every request refused at the same time. A renewal that is refused (the viewer
 * lost access meanwhile) is final for this playback.
 */
export interface PlaybackSession {
  /** The token media requests carry now; waits for a renewal under way. */
  token(): Promise<string>;
  /** A media request was refused: renew, or join the renewal under way. Resolves to the new token. */
  renew(): Promise<string>;
  /** The player is ready (spec 001 §4: the session token from the session-state lookup goes to it now). */
  ready(): void;
}

/**
 * A session over `initial` that renews with `renewOnce`, given the last token that was good (a
 * live playback's renewal names it, to keep its concurrency lease); `onReady` runs once, when the
 * player is ready.
 */
export function createPlaybackSession(
  initial: string,
  renewOnce: (last: string) => Promise<string>,
  onReady: () => void = () => {},
): PlaybackSession {
  let current: Promise<string> = Promise.resolve(initial);
  let last = initial;
  let renewing: Promise<string> | null = null;
  let failed: Promise<string> | null = null;
  let readied = false;
  return {
    token: () => current,
    renew() {
      if (failed) return failed;
      if (renewing) return renewing;
      const attempt = renewOnce(last);
      renewing = attempt;
      current = attempt;
      attempt.then(
        (token) => {
          renewing = null;
          last = token;
        },
        () => {
          renewing = null;
          failed = attempt;
        },
      );
      // Those who wait on the token see the failure; nobody is left with an unhandled rejection.
      attempt.catch(() => {});
      return attempt;
    },
    ready() {
      if (readied) return;
      readied = true;
      onReady();
    },
  };
}

/** `url` with its playback token replaced by `token`; a URL without one (a licence, another host) as it was. */
export function withPlaybackToken(url: string, token: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  if (!parsed.searchParams.has(MEDIA_TOKEN_PARAM)) return url;
  parsed.searchParams.set(MEDIA_TOKEN_PARAM, token);
  return parsed.toString();
}
