// Campaign links (issue 19): the only way a coupon reaches create-checkout. The club sends a
// supporter a link to one of the services' campaigns (GET {payments}/campaigns/{id}); the services
// answer with a redirect to the campaign's page on the site, carrying `?campaign=` with a token
// they signed, naming the coupon and expiring with the campaign. The site forwards a coupon only
// with such a token, and create-checkout takes a coupon only with a genuine one for that coupon:
// a coupon typed into an address bar reaches no checkout. (Typing a code into the hosted page's
// promotion-code field is the other way, and the coupon's own rules are checked there too.)
import { CAMPAIGN_PARAM } from '@club/shared/contracts';
import * as v from 'valibot';
import { readDocument } from '../content/documents.ts';
import type { Queryable } from '../db/database.ts';
import { deriveKey, signToken, verifyToken } from '../lib/signed-token.ts';

export const CAMPAIGNS_COLLECTION = 'campaigns';
export { CAMPAIGN_PARAM };
/** A campaign link's token lasts this long at most (and never past its campaign). */
export const CAMPAIGN_LINK_TTL_MS = 30 * 24 * 60 * 60 * 1000;

const campaign = v.object({
  id: v.string(),
  couponId: v.string(),
  /** The site page the link lands on. */
  landingPath: v.pipe(v.string(), v.startsWith('/')),
  /** The campaign ends here (ISO). */
  endsAt: v.string(),
});
export type Campaign = v.InferOutput<typeof campaign>;

export const findCampaign = (db: Queryable, id: string) =>
  readDocument(db, CAMPAIGNS_COLLECTION, id, campaign);

interface CampaignClaims {
  /** The campaign and its coupon. */
  cmp: string;
  cpn: string;
  iat: number;
  exp: number;
}

const campaignKey = (secret: Buffer) => deriveKey(secret, 'campaign');

/** The token of a campaign link made at `now`. */
export function signCampaignToken(found: Campaign, secret: Buffer, now: Date): Promise<string> {
  const exp = Math.min(now.getTime() + CAMPAIGN_LINK_TTL_MS, Date.parse(found.endsAt));
  const claims: CampaignClaims = {
    cmp: found.id,
    cpn: found.couponId,
    iat: Math.floor(now.getTime() / 1000),
    exp: Math.floor(exp / 1000),
  };
  return signToken(claims, campaignKey(secret));
}

/** The coupon a campaign token names, when it is genuine and unexpired; undefined otherwise. */
export async function campaignCoupon(token: string, secret: Buffer, now: Date): Promise<string | undefined> {
  const check = await verifyToken<CampaignClaims>(
    token,
    campaignKey(secret),
    now,
    (c) => typeof c.cmp === 'string' && typeof c.cpn === 'string',
  );
  return check.ok ? check.claims.cpn : undefined;
}
