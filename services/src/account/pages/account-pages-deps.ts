import { PASSWORD_POLICY } from '@club/shared/contracts';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { TrustedEdge } from '../../lib/trusted-edge.ts';
import type { AccountSiteService } from '../account-site-service.ts';
import type { AuthService } from '../auth-service.ts';
import type { IdentityService } from '../identity-service.ts';
import type { PageKit } from './page-kit.ts';

/** What each hosted page is given by the account-pages plugin. */
export interface PagesDeps {
  kit: PageKit;
  /** The path the pages live under (`/account`), for form actions and links. */
  base: string;
  db: Database;
  clock: Clock;
  auth: AuthService;
  site: AccountSiteService;
  identity: IdentityService;
  passwordHint: string;
  /** Which requests come from the club's edge (the client address behind it). */
  edge: TrustedEdge;
}

/** PASSWORD_POLICY in words, shown under every new-password field. */
export const PASSWORD_HINT = `At least ${PASSWORD_POLICY.minLength} characters, with a lowercase letter, an uppercase letter, a number and a symbol.`;

/** Ours: the notices a page shows after another page sent the browser on; only these fixed texts, never text from the URL. */
export const NOTICES = {
  confirmed: 'Your account is confirmed. You can log in now.',
  /** Spec 001 §8 "Success messages". */
  'password-reset': 'Your password has been successfully updated',
} as const;
export type NoticeKey = keyof typeof NOTICES;
export const noticeFor = (key: unknown): string | undefined =>
  typeof key === 'string' && Object.hasOwn(NOTICES, key) ? NOTICES[key as NoticeKey] : undefined;
