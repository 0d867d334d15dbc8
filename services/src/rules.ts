// The services' rules the e2e tests and the benches hold the site to (`@club/services/rules`), so a
// test asks for what the services decide rather than keep a copy: package codes, playback tokens,
// the live window, the blackout, the site's origins (the match clock is @club/shared's). Light on
// purpose: no server, no database.
export { ENTITLEMENTS } from './entitlements/package-codes.ts';
export { localSiteOrigins } from './lib/allowed-origins.ts';
export { LIVE_WINDOW_SEGMENTS } from './media/playlists.ts';
export { PLAYBACK_TOKEN_TTL_MS, signPlaybackToken } from './playback/playback-token.ts';
export { blackoutEndsAt } from './streams/blackout.ts';
export { DEFAULT_VIEWER_COUNTRY } from './streams/streams-constants.ts';
