// Test support for the playback services: demo accounts by role and signing one in over HTTP, so
// each test gets a real access token from the identity service at the server's current time.
import type { SessionTokens } from '@club/shared/contracts';
import { postJson, type RunningServer } from '../../test/helpers.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from '../seed/accounts-seed.ts';

const byEmail = (email: string): DemoAccount => {
  const account = DEMO_ACCOUNTS.find((a) => a.email === email);
  if (!account) throw new Error(`no demo account ${email}`);
  return account;
};

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
export async function signIn(server: RunningServer, account: DemoAccount): Promise<string> {
  const response = await postJson<SessionTokens>(`${server.url}/identity/sign-in`, {
    email: account.email,
    password: DEMO_PASSWORD,
  });
  if (response.status !== 200) throw new Error(`sign-in of ${account.email} answered ${response.status}`);
  return response.body.access_token;
}
