// @vitest-environment jsdom
import { $user } from '@club/shared/stores';
import { mockServices } from '@club/shared/testing';
import { afterEach, describe, expect, it } from 'vitest';
import {
  accountServices,
  DEMO_EMAIL,
  DEMO_PASSWORD,
  newServiceCalls,
} from '../../../testing/account-services.ts';
import { resetAfterTest } from '../../../testing/reset.ts';
import { $loginForm, logIn } from './login-form.ts';

// No panel is mounted here, so no session check runs: the login check is left to logIn alone.
const calls = newServiceCalls();
mockServices(...accountServices(calls));

afterEach(() => resetAfterTest(calls));

describe('logIn', () => {
  it('marks the login check completed when the sign-in is refused (spec 001 §8)', async () => {
    expect($user.get().loginCheckCompleted).toBe(false);

    await expect(logIn({ email: DEMO_EMAIL, password: 'wrong' })).resolves.toBe(false);

    expect($user.get().loginCheckCompleted).toBe(true);
    expect($user.get().loggedIn).toBe(false);
  });

  it('marks the login check completed when the sign-in succeeds', async () => {
    await expect(logIn({ email: DEMO_EMAIL, password: DEMO_PASSWORD })).resolves.toBe(true);

    expect($user.get()).toMatchObject({ loggedIn: true, loginCheckCompleted: true });
  });

  it('ignores a second submit while the first is on its way', async () => {
    const first = logIn({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
    expect($loginForm.get().submitting).toBe(true);

    await expect(logIn({ email: DEMO_EMAIL, password: DEMO_PASSWORD })).resolves.toBe(false);
    await first;

    expect(calls.signIn).toHaveLength(1);
  });
});
