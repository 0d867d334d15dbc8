// What every service plugin is given: storage, the clock every expiry is measured on, the shared
// sign-in rules and the service secret. Plugins take this one object, so adding a dependency
// later is one field here rather than a change to every registration.
import type { AuthService } from '../account/auth-service.ts';
import type { Database } from '../db/database.ts';
import type { Clock } from './clock.ts';
import type { TrustedEdge } from './trusted-edge.ts';

/** What tests may set in test mode (the /__test controls); nothing reads it outside test mode. */
export interface TestSettings {
  /** Where the viewer appears to be (streams/viewer-country.ts), or null for the usual sources. */
  viewerCountry: string | null;
}

export interface ServiceContext {
  db: Database;
  clock: Clock;
  auth: AuthService;
  /** The secret every token is signed with (kinds derive their own keys from it). */
  secret(): Promise<Buffer>;
  /** True when the /__test controls are on; test-only behaviour checks this, nothing else. */
  testMode: boolean;
  /** Which requests come from the club's edge, whose headers may be believed. */
  edge: TrustedEdge;
  /** Test mode's settings (null outside test mode). */
  testSettings: TestSettings | null;
  /**
   * The site's own origins (lib/allowed-origins.ts): who may call from a browser, and the only
   * places the hosted pages send a browser back to; the first is the club site's home.
   */
  siteOrigins: readonly string[];
}

export interface ServicePluginOptions {
  ctx: ServiceContext;
}
