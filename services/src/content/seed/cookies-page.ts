// The cookies page (/the-club/cookies, linked from the cookie notice's 'Find Out More'). It lists
// the cookies the site really sets, with names and lifetimes taken from the constants the site
// and the account service use, so the page cannot describe a cookie that is not there.
import {
  CONSENT_COOKIE_MAX_AGE_MS,
  PROMOS_COOKIE_EXPIRES,
  SITE_COOKIES,
  SITE_LOCK_COOKIE_DAYS,
  SPOILER_FREE_COOKIE_DAYS,
  SPOILER_FREE_LABEL,
} from '@club/shared/contracts';
import { formatPeriod } from '@club/shared/format';
import { CLUB_NAME } from '@club/shared/site';
import {
  AUTH_STRING_COOKIE,
  DEVICE_COOKIE,
  REFRESH_TOKEN_TTL_MS,
  SESSION_COOKIE,
} from '../../account/constants.ts';
import { DEVICE_COOKIE_TTL_MS } from '../../account/sign-in-throttle.ts';
import { DAY_MS } from '../../lib/clock.ts';
import { mailto } from './page-draft.ts';

const days = (ms: number) => `${Math.round(ms / DAY_MS)} days`;
const promosExpiresAt = new Date(PROMOS_COOKIE_EXPIRES);
const promosExpiry = formatPeriod({
  year: promosExpiresAt.getUTCFullYear(),
  month: promosExpiresAt.getUTCMonth() + 1,
  day: promosExpiresAt.getUTCDate(),
});

interface CookieRow {
  name: string;
  purpose: string;
  lasts: string;
  kind: string;
}

const COOKIES: CookieRow[] = [
  {
    name: SITE_COOKIES.consent,
    purpose:
      'Remembers that you answered the cookie notice, with Accept All Cookies or Only Essential, so it does not ask again.',
    lasts: days(CONSENT_COOKIE_MAX_AGE_MS),
    kind: 'Essential',
  },
  {
    name: SITE_COOKIES.analyticsConsent,
    purpose:
      'Set when you choose Accept All Cookies. While it is true we measure how the site is used; with Only Essential no analytics run.',
    lasts: days(CONSENT_COOKIE_MAX_AGE_MS),
    kind: 'Essential (records your choice)',
  },
  {
    name: SITE_COOKIES.promos,
    purpose: 'Lists the promotions already shown to you, so each one appears only once.',
    lasts: `Until ${promosExpiry}`,
    kind: 'Functional',
  },
  {
    name: SITE_COOKIES.spoilerFree,
    purpose: `Set only while you have ${SPOILER_FREE_LABEL} turned on: scores, goals and the length of match replays stay hidden until you choose to see them. Turning it off removes the cookie.`,
    lasts: `${SPOILER_FREE_COOKIE_DAYS} days`,
    kind: 'Functional',
  },
  {
    name: SESSION_COOKIE,
    purpose:
      'Keeps you signed in to your club account, so you can watch and listen to the content you have passes for. It cannot be read by scripts on the page and is removed when you log out.',
    lasts: days(REFRESH_TOKEN_TTL_MS),
    kind: 'Essential',
  },
  {
    name: AUTH_STRING_COOKIE,
    purpose:
      'Set with the sign-in cookie: a signed note of who is signed in that the site checks with the account service. It holds no password and is removed when you log out.',
    lasts: days(REFRESH_TOKEN_TTL_MS),
    kind: 'Essential',
  },
  {
    name: DEVICE_COOKIE,
    purpose:
      'Set when you log in: a signed note that this browser has logged in to your account before, so that others mistyping or guessing your email and password elsewhere never slow down your own logins here. It cannot be read by scripts on the page and holds no password.',
    lasts: days(DEVICE_COOKIE_TTL_MS),
    kind: 'Essential',
  },
  {
    name: SITE_COOKIES.siteLock,
    purpose:
      'Only on the development version of this site: remembers that you entered the entry password. It is never set on the public site.',
    lasts: `${SITE_LOCK_COOKIE_DAYS} days`,
    kind: 'Essential',
  },
];

const row = (cookie: CookieRow) =>
  `<tr><td><code>${cookie.name}</code></td><td>${cookie.purpose}</td><td>${cookie.lasts}</td><td>${cookie.kind}</td></tr>`;

export const COOKIES_PAGE_BODY = `
<p>Cookies are small text files a website stores in your browser. This page lists every cookie the ${CLUB_NAME} website sets, what it is for and how long it lasts.</p>
<h2>Your choices</h2>
<p>When you first visit, the cookie notice asks you to choose:</p>
<ul>
  <li><strong>Accept All Cookies</strong> turns on analytics, marketing and personalisation.</li>
  <li><strong>Only Essential</strong> keeps only the cookies the site needs to work, and turns the other three categories off.</li>
</ul>
<p>Your choice is kept for ${days(CONSENT_COOKIE_MAX_AGE_MS)} on the club’s domain. To change it sooner, delete the <code>${SITE_COOKIES.consent}</code> cookie in your browser settings and the notice will appear again.</p>
<h2>The cookies we set</h2>
<table>
  <thead><tr><th>Name</th><th>What it does</th><th>How long it lasts</th><th>Type</th></tr></thead>
  <tbody>
    ${COOKIES.map(row).join('\n    ')}
  </tbody>
</table>
<h2>Managing cookies</h2>
<p>Most browsers let you see, block and delete cookies. Blocking essential cookies will stop parts of the site working, such as signing in and watching live streams.</p>
<p>Questions about cookies or your data? Read our <a href="/the-club/privacy-notice">privacy notice</a> or email ${mailto('privacy')}.</p>`;
