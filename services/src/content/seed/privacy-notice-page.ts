// The privacy notice (/the-club/privacy-notice, in the footer sub menu).
import { CLUB_NAME } from '@club/shared/site';
import { mailto } from './page-draft.ts';

export const PRIVACY_NOTICE_BODY = `
<p>This notice explains how ${CLUB_NAME} (“the club”, “we”) collects and uses personal data about supporters, members, customers and visitors to our websites. The club is the data controller.</p>
<h2>What we collect</h2>
<ul>
  <li>Account details: your name, email address and password (stored only in hashed form).</li>
  <li>Purchases: the passes, subscriptions, tickets and products you buy. Card details are handled by our payment provider and never reach us.</li>
  <li>Streaming: which streams you watch or listen to, from which country, and on how many devices at once, so we can apply broadcasting rules and the limit on concurrent streams.</li>
  <li>Website use: pages viewed and adverts seen or clicked, only if you accept analytics cookies.</li>
</ul>
<h2>Why we use it</h2>
<p>We use your data to run your account, deliver what you bought, keep the site and streams secure, meet our legal obligations, and, with your consent, to send you news and offers.</p>
<h2>How long we keep it</h2>
<p>We keep account data while your account is open and for six years after the last purchase, as tax law requires. Analytics data is kept for 26 months.</p>
<h2>Your rights</h2>
<p>You may ask for a copy of your data, ask us to correct or delete it, object to its use, or withdraw consent at any time. Email our data protection officer at ${mailto('privacy')}.</p>
<p>If you are unhappy with how we handled your data, you can complain to the Information Commissioner’s Office.</p>
<h2>Cookies</h2>
<p>See our <a href="/the-club/cookies">cookies page</a> for the cookies this website sets.</p>`;
