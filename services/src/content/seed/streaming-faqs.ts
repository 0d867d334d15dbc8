// The streaming FAQ answers, written once from the facts, shared by the FAQ groups and the
// streamer site's config.
import type { FaqItem } from '@club/shared/contracts';
import { CLUB_NAME } from '@club/shared/site';
import {
  BLOCKED_HOURS_FROM,
  BLOCKED_HOURS_TO,
  VIDEO_STARTS_BEFORE_KICK_OFF_MINUTES,
} from '../../streams/streams-constants.ts';
import { clubEmail, mailto } from './page-draft.ts';
import {
  AUDIO_STARTS_BEFORE_KICK_OFF,
  HD_MAX_LATENCY_MS,
  HD_MIN_MBPS,
  MINIMUM_BROWSERS,
  MINIMUM_SYSTEMS,
  PAYMENT_METHODS,
  REFUND_CLAIM_WINDOW_MONTHS,
  REPLAY_HOLDBACK_UNTIL,
  SD_MAX_LATENCY_MS,
  SD_MIN_MBPS,
} from './streaming-faq-facts.ts';

/** The streaming support mailbox the FAQs and the streamer footer point at. */
export const SUPPORT_EMAIL = clubEmail('support');

export const WHEN_DOES_IT_START: FaqItem = {
  heading: 'When does the live stream start?',
  body: `<p>Live video starts ${VIDEO_STARTS_BEFORE_KICK_OFF_MINUTES} minutes before kick-off, with build-up from the stadium. Live audio commentary is available about ${AUDIO_STARTS_BEFORE_KICK_OFF} before kick-off.</p>`,
};

export const REFUNDS: FaqItem = {
  heading: 'Can I get a refund?',
  body: `<p>Refunds must be claimed within ${REFUND_CLAIM_WINDOW_MONTHS} months of the purchase. Email ${mailto('support')} with your account email and the date of the purchase.</p>`,
};

export const CONNECTION: FaqItem = {
  heading: 'What internet connection do I need?',
  body: `<p>For a smooth picture we recommend:</p><ul><li><strong>SD</strong>: at least ${SD_MIN_MBPS} Mbps, with latency under ${SD_MAX_LATENCY_MS} ms.</li><li><strong>HD</strong>: at least ${HD_MIN_MBPS} Mbps, with latency under ${HD_MAX_LATENCY_MS} ms.</li></ul><p>The player picks the best quality your connection allows.</p>`,
};

export const DEVICES_AND_BROWSERS: FaqItem = {
  heading: 'Which devices and browsers are supported?',
  body: `<p>Watch and listen in a browser on a computer, phone or tablet. You need at least:</p><ul><li><strong>Operating system</strong>: ${MINIMUM_SYSTEMS.join(', ')}.</li><li><strong>Browser</strong>: ${MINIMUM_BROWSERS.join(', ')}, or a newer version.</li></ul><p>Keep your browser up to date: older versions cannot play protected live video.</p>`,
};

export const BUY_IN_BROWSER: FaqItem = {
  heading: 'Can I buy a pass or subscription in the app?',
  body: `<p>No. Passes and subscriptions can be bought only in a desktop or mobile browser, not in an app. Once bought, they work wherever you sign in.</p>`,
};

export const UK_DOMESTIC: FaqItem = {
  heading: 'Can I watch live matches in the UK?',
  body: `<p>UK domestic video is not offered: broadcasting rules do not allow the club to stream live match video to supporters in the UK. Live audio commentary, highlights and on-demand videos are available in the UK.</p>`,
};

export const BLOCKED_HOURS: FaqItem = {
  heading: 'Why can’t I watch on a Saturday afternoon?',
  body: `<p>In the UK and Ireland, streams are blocked from ${BLOCKED_HOURS_FROM} to ${BLOCKED_HOURS_TO} on Saturdays, the traditional hours in which football is not broadcast. Outside those hours, and everywhere else in the world, your pass works as usual.</p>`,
};

export const REPLAYS: FaqItem = {
  heading: 'When can I watch a replay of the match?',
  body: `<p>Full-match replays are generally held back until ${REPLAY_HOLDBACK_UNTIL}. Highlights are usually available on the evening of the game.</p>`,
};

export const OVERSEAS: FaqItem = {
  heading: 'Can I watch from overseas?',
  body: `<p>Yes. Supporters outside the UK and Ireland can watch every league match live with a match pass or a video subscription. Some countries have their own broadcast partner; if a match is not available where you are, the player says so and you will not be charged for it.</p>`,
};

export const CUP_MATCHES: FaqItem = {
  heading: 'Are cup matches included?',
  body: `<p>Cup matches are shown only where the competition’s broadcast rules allow it. When a cup match can be streamed it is included in video subscriptions and sold as a separate match pass; we announce which cup matches are available on the <a href="/news">news page</a>.</p>`,
};

export const HOW_TO_PAY: FaqItem = {
  heading: 'How can I pay?',
  body: `<p>We accept ${PAYMENT_METHODS.join(', ')}. Payments are taken securely by our card payment provider; ${CLUB_NAME} never sees your card details.</p>`,
};
