import { ACCESS_MESSAGES, SESSION_CHECK_ERRORS, SESSION_CHECK_OTHER_ERROR } from '@club/shared/contracts';
import { describe, expect, it } from 'vitest';
import { refusalFromSessionCheck, refusalFromStatus } from './refusal.ts';

const refused = (code: string, extra: Partial<Parameters<typeof refusalFromSessionCheck>[0]> = {}) => ({
  code,
  detail: null,
  availableAt: null,
  sessions: null,
  ...extra,
});

describe('refusalFromStatus (spec 001 §4 "Access result for video", §8)', () => {
  it('0 asks to log in, links the login page and opens the login prompt', () => {
    expect(refusalFromStatus(0)).toMatchObject({
      message: 'Please Log In to access this',
      type: 'requireLogin',
      loginLink: true,
      opens: 'login-prompt',
    });
  });

  it('1 says there is no subscription and opens the upgrade promo', () => {
    expect(refusalFromStatus(1)).toMatchObject({
      message:
        'Sorry but you do not have any subscriptions. Please upgrade or read our faqs. If you think this is a mistake please contact support.',
      opens: 'upgrade-promo',
    });
  });

  it('2 and 3 show their messages and open nothing', () => {
    expect(refusalFromStatus(2)).toMatchObject({ message: ACCESS_MESSAGES[2], opens: null });
    expect(refusalFromStatus(3)).toMatchObject({
      message:
        'Your account has been blocked by an administrator. If you think this is a mistake please contact support.',
      type: 'blocked',
      opens: null,
    });
  });

  it('any other status shows the generic problem with the status', () => {
    expect(refusalFromStatus(7).message).toBe(
      'Sorry, there has been a problem accessing this stream. Please contact support with the following info: 7',
    );
  });
});

describe('refusalFromSessionCheck (spec 001 §8 "Session-check codes")', () => {
  it('gives each of the six codes its message and type', () => {
    for (const [code, { title, type }] of Object.entries(SESSION_CHECK_ERRORS)) {
      expect(refusalFromSessionCheck(refused(code), { live: true })).toMatchObject({ message: title, type });
    }
  });

  it('quotes the code and the contact for ERR_3684853_2 and for codes it does not know', () => {
    expect(refusalFromSessionCheck(refused('ERR_3684853_2'), { live: true })).toMatchObject({
      code: 'ERR_3684853_2',
      contact: true,
    });
    expect(refusalFromSessionCheck(refused('ERR_NEW_9'), { live: true })).toMatchObject({
      message: SESSION_CHECK_OTHER_ERROR,
      type: 'blocked',
      code: 'ERR_NEW_9',
      contact: true,
    });
  });

  it('sends live viewers without a pass to the passes, not on-demand audio listeners', () => {
    expect(refusalFromSessionCheck(refused('ERR_3684853_3'), { live: true }).passes).toBe(true);
    expect(refusalFromSessionCheck(refused('ERR_3684853_3'), { live: false }).passes).toBe(false);
  });

  it('links the FAQ for a country refusal and carries when a blackout ends', () => {
    const refusal = refusalFromSessionCheck(
      refused('ERR_56882466_2', { availableAt: '2026-11-07T17:15:00.000Z' }),
      {
        live: true,
      },
    );
    expect(refusal).toMatchObject({ faqLink: true, availableAt: '2026-11-07T17:15:00.000Z' });
  });

  it('carries how many devices are watching for the concurrency refusal', () => {
    expect(
      refusalFromSessionCheck(refused('ERR_54648_1', { sessions: { open: 3, limit: 2 } }), { live: true })
        .sessions,
    ).toEqual({ open: 3, limit: 2 });
  });
});
