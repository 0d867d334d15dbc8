// Spec 001 §9 "Streaming FAQ facts" (and spec 000 §1 on the streamer site's FAQ text), each named
// once. The FAQ answers and the streamer config quote these, never their own copies.
// The ones the services also enforce (when a match's streams go on air, the blocked hours) are the
// streams service's own (streams/streams-constants.ts).
import { AUDIO_STARTS_BEFORE_KICK_OFF_MINUTES } from '../../streams/streams-constants.ts';

/** "Audio is available about 5 to 10 minutes before": a match's commentary is on air from the 10th. */
export const AUDIO_STARTS_BEFORE_KICK_OFF = `5 to ${AUDIO_STARTS_BEFORE_KICK_OFF_MINUTES} minutes`;
export const REFUND_CLAIM_WINDOW_MONTHS = 3;
export const SD_MIN_MBPS = 1.2;
export const SD_MAX_LATENCY_MS = 100;
export const HD_MIN_MBPS = 4;
export const HD_MAX_LATENCY_MS = 50;
/** "Replay holdback is generally until 12 noon UK time the next day." */
export const REPLAY_HOLDBACK_UNTIL = '12 noon UK time the next day';
/** Spec 001 §1: accepted payment methods. */
export const PAYMENT_METHODS = ['Google Pay', 'Apple Pay', 'Visa', 'Mastercard', 'American Express'] as const;
/**
 * Spec 001 §9: "Minimum operating system and browser requirements are in the FAQ; values not
 * shown". Ours: the oldest versions whose browsers have what the players need (Media Source
 * Extensions for hls.js, Encrypted Media Extensions for live DRM video).
 */
export const MINIMUM_SYSTEMS = ['Windows 10', 'macOS 12', 'iOS and iPadOS 16.4', 'Android 10'] as const;
export const MINIMUM_BROWSERS = ['Chrome 110', 'Edge 110', 'Firefox 115', 'Safari 16.4'] as const;
