import { beforeEach, describe, expect, it } from 'vitest';
import { SESSION_ID_MAX, SESSION_ID_MIN } from './constants.ts';
import { resetStoresForTests } from './testing.ts';
import {
  $loginPrompt,
  $user,
  closeLoginPrompt,
  completeLoginCheck,
  createSessionID,
  displayNameOf,
  markLoginStatusUpdatedByUser,
  openLoginPrompt,
  setBypassed,
  setEntitlements,
  setLoggedInUser,
  setLoggedOut,
} from './user.ts';

const ada = { userDisplayName: 'Ada', ssoID: 'sso-ada', email: 'ada@example.com' };

beforeEach(() => {
  resetStoresForTests();
});

describe('$user', () => {
  it('starts anonymous, unchecked, with no entitlements and no customer', () => {
    const { sessionID, ...rest } = $user.get();
    expect(rest).toEqual({
      loginCheckCompleted: false,
      loginStatusUpdatedByUser: false,
      loggedIn: false,
      userDisplayName: null,
      ssoID: null,
      email: null,
      entitlements: [],
      stripeCustomerID: null,
      bypassed: false,
    });
    expect(Number.isInteger(sessionID)).toBe(true);
    expect(sessionID).toBeGreaterThanOrEqual(SESSION_ID_MIN);
    expect(sessionID).toBeLessThanOrEqual(SESSION_ID_MAX);
  });

  it('stores a logged-in user with display name, ssoID and email', () => {
    setLoggedInUser(ada);
    expect($user.get()).toMatchObject({ loggedIn: true, ...ada });
  });

  it('logs out by clearing the user data and entitlements but keeps the check flags and session id', () => {
    const { sessionID } = $user.get();
    setLoggedInUser(ada);
    setEntitlements('sso-ada', ['video'], 'cus_1');
    setBypassed(true);
    completeLoginCheck();
    markLoginStatusUpdatedByUser();

    setLoggedOut();

    expect($user.get()).toEqual({
      loginCheckCompleted: true,
      loginStatusUpdatedByUser: true,
      loggedIn: false,
      userDisplayName: null,
      ssoID: null,
      email: null,
      entitlements: [],
      sessionID,
      stripeCustomerID: null,
      bypassed: false,
    });
  });

  it('marks the login check completed', () => {
    completeLoginCheck();
    expect($user.get().loginCheckCompleted).toBe(true);
  });

  it('marks the login status as updated by the user', () => {
    markLoginStatusUpdatedByUser();
    expect($user.get().loginStatusUpdatedByUser).toBe(true);
  });

  it('sets and clears the bypassed flag', () => {
    setBypassed(true);
    expect($user.get().bypassed).toBe(true);
    setBypassed(false);
    expect($user.get().bypassed).toBe(false);
  });

  it('keeps the session id for the whole page load, across log in and log out', () => {
    const { sessionID } = $user.get();
    setLoggedInUser(ada);
    setLoggedOut();
    resetStoresForTests();
    expect($user.get().sessionID).toBe(sessionID);
  });
});

describe('setEntitlements', () => {
  it('applies entitlements and customer id for the current ssoID', () => {
    setLoggedInUser(ada);
    expect(setEntitlements('sso-ada', ['audio-yearly', 'video'], 'cus_1')).toBe(true);
    expect($user.get()).toMatchObject({ entitlements: ['audio-yearly', 'video'], stripeCustomerID: 'cus_1' });
  });

  it('ignores an answer for another userID', () => {
    setLoggedInUser(ada);
    setEntitlements('sso-ada', ['video'], 'cus_1');

    expect(setEntitlements('sso-bob', ['audio'], 'cus_2')).toBe(false);

    expect($user.get()).toMatchObject({ entitlements: ['video'], stripeCustomerID: 'cus_1' });
  });

  it('ignores entitlements while nobody is logged in', () => {
    expect(setEntitlements('sso-ada', ['video'])).toBe(false);
    expect($user.get().entitlements).toEqual([]);
  });

  it('stores null stream entitlements after a failure', () => {
    setLoggedInUser(ada);
    setEntitlements('sso-ada', ['video']);
    setEntitlements('sso-ada', null);
    expect($user.get().entitlements).toBeNull();
  });

  it('keeps the customer id when the answer carries none', () => {
    setLoggedInUser(ada);
    setEntitlements('sso-ada', ['video'], 'cus_1');
    setEntitlements('sso-ada', ['video', 'audio']);
    expect($user.get().stripeCustomerID).toBe('cus_1');
  });

  it('copies the list so later changes to the caller array do not leak into state', () => {
    setLoggedInUser(ada);
    const list = ['video'];
    setEntitlements('sso-ada', list);
    list.push('audio');
    expect($user.get().entitlements).toEqual(['video']);
  });

  it('keeps entitlements when the same user is stored again, drops them for a different user', () => {
    setLoggedInUser(ada);
    setEntitlements('sso-ada', ['video'], 'cus_1');

    setLoggedInUser(ada);
    expect($user.get()).toMatchObject({ entitlements: ['video'], stripeCustomerID: 'cus_1' });

    setLoggedInUser({ userDisplayName: 'Bob', ssoID: 'sso-bob', email: 'bob@example.com' });
    expect($user.get()).toMatchObject({ entitlements: [], stripeCustomerID: null });
  });
});

describe('createSessionID', () => {
  it('maps the lowest random value to 1 and the highest to 1,000,000', () => {
    expect(createSessionID(() => 0)).toBe(1);
    expect(createSessionID(() => 0.999_999_999)).toBe(1_000_000);
  });

  it('stays inside the range even for a source returning 1', () => {
    expect(createSessionID(() => 1)).toBe(1_000_000);
  });

  it('returns whole numbers', () => {
    expect(createSessionID(() => 0.123_456_789)).toBe(123_457);
  });
});

describe('displayNameOf', () => {
  it('returns a present name', () => {
    expect(displayNameOf({ userDisplayName: 'Ada' })).toBe('Ada');
  });

  it("hides the text 'undefined'", () => {
    expect(displayNameOf({ userDisplayName: 'undefined' })).toBeNull();
  });

  it('hides a missing or blank name', () => {
    expect(displayNameOf({ userDisplayName: null })).toBeNull();
    expect(displayNameOf({ userDisplayName: '' })).toBeNull();
    expect(displayNameOf({ userDisplayName: '   ' })).toBeNull();
  });
});

describe('$loginPrompt', () => {
  it('opens with a message and closes by clearing it', () => {
    expect($loginPrompt.get().message).toBeNull();
    openLoginPrompt('You must be logged in to purchase');
    expect($loginPrompt.get().message).toBe('You must be logged in to purchase');
    closeLoginPrompt();
    expect($loginPrompt.get().message).toBeNull();
  });
});
