import {
  ENTITLEMENT_ANY_SIGNED_IN,
  type MembershipsResponse,
  membershipsResponse,
  NO_MATCH_PASSES_TEXT,
  NO_SUBSCRIPTIONS_TEXT,
  type PackagesWidgetResponse,
  PLAN_PICTURE_KINDS,
  packagesWidgetResponse,
  validate,
} from '@club/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchJson, type RunningServer, startTestServer } from '../../test/helpers.ts';
import { ENTITLEMENTS } from '../entitlements/package-codes.ts';
import { putDocuments } from './documents.ts';
import { PACKAGES_WIDGET_COLLECTION, PACKAGES_WIDGET_ID } from './get-packages-widget.ts';
import { buildPackagesWidget, WATCH_FREE } from './seed/packages-widget-seed.ts';

let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('GET /web/v1/packages-widget (spec 001 §2 "Widget data")', () => {
  it('answers every field of the widget data, the empty texts of spec 001 §8, and a StyleData per plan kind', async () => {
    const response = await fetchJson<PackagesWidgetResponse>(`${server.url}/web/v1/packages-widget`);
    expect(response.status).toBe(200);
    const checked = validate(packagesWidgetResponse, response.body);
    expect(checked.ok ? [] : checked.problems).toEqual([]);
    const { data } = response.body;
    expect(Object.keys(data).sort()).toEqual(
      [
        'title',
        'style',
        'footerStyle',
        'noSubscriptionsText',
        'noMatchPassesText',
        'cta1Text',
        'cta1ButtonCta',
        'cta2Text',
        'cta2ButtonCta',
        'cta2ButtonLink',
        'voucherTitle',
        'voucherText',
        'voucherButton',
        'planStyles',
      ].sort(),
    );
    expect([data.noSubscriptionsText, data.noMatchPassesText]).toEqual([
      NO_SUBSCRIPTIONS_TEXT,
      NO_MATCH_PASSES_TEXT,
    ]);
    expect(Object.keys(data.planStyles).sort()).toEqual([...PLAN_PICTURE_KINDS].sort());
  });

  it('answers a clear 500 for stored data of the wrong shape, and 404 when there is none', async () => {
    await putDocuments(server.db, PACKAGES_WIDGET_COLLECTION, [
      { id: PACKAGES_WIDGET_ID, body: { ...buildPackagesWidget(), style: 'sepia' } },
    ]);
    expect((await fetchJson(`${server.url}/web/v1/packages-widget`)).status).toBe(500);
    await putDocuments(server.db, PACKAGES_WIDGET_COLLECTION, []);
    expect((await fetchJson(`${server.url}/web/v1/packages-widget`)).status).toBe(404);
    await putDocuments(server.db, PACKAGES_WIDGET_COLLECTION, [
      { id: PACKAGES_WIDGET_ID, body: buildPackagesWidget() },
    ]);
  });
});

describe('GET /web/v1/memberships (spec 001 §3 "Membership (video)")', () => {
  it("answers the two memberships, subscriber and free with 'Watch Free', each with every field", async () => {
    const response = await fetchJson<MembershipsResponse>(`${server.url}/web/v1/memberships`);
    expect(response.status).toBe(200);
    const checked = validate(membershipsResponse, response.body);
    expect(checked.ok ? [] : checked.problems).toEqual([]);
    const byId = Object.fromEntries(response.body.data.map((item) => [item.membershipID, item]));
    expect(Object.keys(byId).sort()).toEqual(['free', 'subscriber']);
    expect(byId.free?.buttonText).toBe(WATCH_FREE);
    expect(byId.free?.mappedEntitlements).toEqual([ENTITLEMENT_ANY_SIGNED_IN]);
    expect(byId.subscriber?.mappedEntitlements).toEqual([ENTITLEMENTS.videoSubscriber]);
    for (const item of response.body.data) expect(item.benefitIcons).toHaveLength(item.benefits.length);
  });
});
