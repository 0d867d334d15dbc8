import { SITE_COOKIES, SPOILER_FREE_COOKIE_DAYS } from '@club/shared/contracts';
import Cookies from 'js-cookie';
import { atom } from 'nanostores';

// Spoiler-free mode (contracts/spoilers.ts has its rules), kept in a cookie rather than the
// browser's storage so that a server rendering the page could honour it too. The supporter turns it
// on themselves, so it is a functional cookie that needs no consent; it is removed when turned off.
// Its attributes are the shell's for every cookie it writes (path /, SameSite=Lax, Secure on https).

const ON = '1';
const inBrowser = typeof document !== 'undefined';

/** Whether a visitor's cookies (the browser's, or a request's on the server) say spoiler-free is on. */
export const spoilerFreeIn = (cookies: Readonly<Record<string, string | undefined>>): boolean =>
  cookies[SITE_COOKIES.spoilerFree] === ON;

function readCookie(): boolean {
  return inBrowser && spoilerFreeIn(Cookies.get());
}

function writeCookie(on: boolean): void {
  if (!inBrowser) return;
  if (!on) {
    Cookies.remove(SITE_COOKIES.spoilerFree, { path: '/' });
    return;
  }
  Cookies.set(SITE_COOKIES.spoilerFree, ON, {
    expires: SPOILER_FREE_COOKIE_DAYS,
    path: '/',
    sameSite: 'lax',
    secure: window.location.protocol === 'https:',
  });
}

/** Spoiler-free mode: off unless the supporter turned it on (in this browser, kept between visits). */
export const $spoilerFree = atom<boolean>(readCookie());

/** Turns spoiler-free mode on or off, and keeps the choice. */
export function setSpoilerFree(on: boolean): void {
  writeCookie(on);
  $spoilerFree.set(on);
}

/** Puts spoiler-free mode back off and forgets it (tests). */
export function resetSpoilerFree(): void {
  if (readCookie()) writeCookie(false);
  $spoilerFree.set(false);
}
