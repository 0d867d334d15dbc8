// The services' own writes for a tool that fills a database as they would (`@club/services/data-access`:
// the match-day surge bench makes thousands of supporters with sessions and passes): open the
// database, add an account, hash its password, open a session, grant a package.
export { insertAccount } from './account/accounts.ts';
export { REFRESH_TOKEN_TTL_MS } from './account/constants.ts';
export { hashPassword } from './account/passwords.ts';
export { createSession } from './account/sessions.ts';
export { openDatabase } from './db/open-database.ts';
export { grantEntitlement } from './entitlements/entitlements.ts';
