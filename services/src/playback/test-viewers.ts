// Test support for the playback services: demo accounts by role and signing one in over HTTP, so
// each test gets a real access token from the identity service at the server's current time.
import { demoAccount as byEmail, signInDemo } from '../../test/helpers.ts';

/** The demo accounts the playback rules tell apart (accounts-seed.ts). */
export const VIEWERS = {
  free: byEmail('free@club.test'),
  subscriber: byEmail('subscriber@club.test'),
  blocked: byEmail('blocked@club.test'),
  audio: byEmail('audio@club.test'),
  bypassed: byEmail('bypassed@club.test'),
  traveller: byEmail('traveller@club.test'),
};

/** Signs the account in at the server's current time and returns its access token. */
export const signIn = signInDemo;
