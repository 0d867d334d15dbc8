import { provideAccessTokens } from '@club/shared/api';
import { VOUCHER_ERRORS, VOUCHER_MESSAGES } from '@club/shared/contracts';
import { $user, resetStoresForTests, setLoggedInUser } from '@club/shared/stores';
import { mockServices, serviceAddress } from '@club/shared/testing';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VOUCHER_FAILED_TEXT, VOUCHER_LOG_IN_TEXT } from '../constants.ts';
import { VoucherForm } from './voucher-form.tsx';

const USER = { userDisplayName: 'Free Fan', ssoID: 'user-1', email: 'free@club.test' };
const REDEEM_URL = serviceAddress('streamline', '/vouchers/redeem');
const posted: Array<{ body: unknown; authorization: string | null }> = [];
let entitlementReads = 0;
let answer: () => Response = () =>
  HttpResponse.json({
    data: {
      attributes: {
        label: '30 days of live match video and replays',
        entitlements: ['subscriber'],
        accessEndsAt: 'x',
      },
    },
  });
const server = mockServices(
  http.post(REDEEM_URL, async ({ request }) => {
    posted.push({ body: await request.json(), authorization: request.headers.get('authorization') });
    return answer();
  }),
  http.get(serviceAddress('streamline', '/users/entitlements/:ssoID'), () => {
    entitlementReads++;
    return HttpResponse.json({
      data: { attributes: { userID: 'user-1', entitlements: ['subscriber'], stripeCustomerID: null } },
    });
  }),
);
void server;

let unregister = () => {};
beforeEach(() => {
  unregister = provideAccessTokens({ current: async () => 'access-1', renew: async () => null });
});
afterEach(() => {
  cleanup();
  unregister();
  resetStoresForTests();
  posted.length = 0;
  entitlementReads = 0;
});

const refusal = (status: number, code: string, title: string) => () =>
  HttpResponse.json({ errors: [{ status: String(status), code, title }] }, { status });

async function redeemAs(code: string) {
  const user = userEvent.setup();
  render(<VoucherForm heading="Redeem a voucher code" text="Got a code?" buttonText="Redeem now" />);
  if (code) await user.type(screen.getByLabelText('Voucher code'), code);
  await user.click(screen.getByRole('button', { name: 'Redeem now' }));
  return user;
}

describe('the voucher form (issue 19)', () => {
  it('is a section with the page’s heading and text, and a field that is not required (spec 001 §4)', () => {
    render(<VoucherForm heading="Redeem a voucher code" text="Got a code?" />);
    expect(screen.getByRole('region', { name: 'Redeem a voucher code' })).toBeTruthy();
    expect(screen.getByText('Got a code?')).toBeTruthy();
    expect(screen.getByLabelText('Voucher code').hasAttribute('required')).toBe(false);
    expect(screen.getByRole('button', { name: 'Redeem' })).toBeTruthy();
  });

  it('signed out, says to log in first and sends nothing', async () => {
    await redeemAs('NBFC-MNTH-4K7Q-2XPD');
    expect(screen.getByRole('alert').textContent).toBe(VOUCHER_LOG_IN_TEXT);
    expect(posted).toEqual([]);
  });

  it('redeems the code as the signed-in supporter, says what it granted and fetches the entitlements again', async () => {
    setLoggedInUser(USER);
    await redeemAs('nbfc-mnth-4k7q-2xpd');
    expect(
      await screen.findByText(VOUCHER_MESSAGES.redeemed('30 days of live match video and replays')),
    ).toBeTruthy();
    expect(posted).toEqual([
      { body: { data: { attributes: { code: 'nbfc-mnth-4k7q-2xpd' } } }, authorization: 'Bearer access-1' },
    ]);
    await waitFor(() => expect(entitlementReads).toBe(1));
    await waitFor(() => expect($user.get().entitlements).toEqual(['subscriber']));
    expect((screen.getByLabelText('Voucher code') as HTMLInputElement).value).toBe('');
  });

  it.each([
    ['an unknown code', 404, VOUCHER_ERRORS.unknown, 'Not found', VOUCHER_MESSAGES.unknown],
    ['a used code', 409, VOUCHER_ERRORS.used, 'Used', VOUCHER_MESSAGES.used],
    ['an expired code', 410, VOUCHER_ERRORS.expired, 'Gone', VOUCHER_MESSAGES.expired],
    [
      'too many tries',
      429,
      VOUCHER_ERRORS.attempts,
      VOUCHER_MESSAGES.attempts(120),
      VOUCHER_MESSAGES.attempts(120),
    ],
    [
      'an empty code (the services check it)',
      400,
      'invalid_request',
      'Invalid request',
      VOUCHER_MESSAGES.invalid,
    ],
  ])('says so in its own words for %s', async (_name, status, code, title, shown) => {
    setLoggedInUser(USER);
    answer = refusal(status, code, title);
    await redeemAs(status === 400 ? '' : 'NBFC-NOPE');
    expect((await screen.findByRole('alert')).textContent).toBe(shown);
    expect(posted).toHaveLength(1);
    expect(entitlementReads).toBe(0);
  });

  it('says it could not be redeemed when the services cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setLoggedInUser(USER);
    answer = () => HttpResponse.error();
    await redeemAs('NBFC-MNTH-4K7Q-2XPD');
    expect((await screen.findByRole('alert')).textContent).toBe(VOUCHER_FAILED_TEXT);
  });
});
