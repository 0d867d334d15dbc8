import { $runtimeConfig } from '@club/shared/config';
import { testRuntimeConfig } from '@club/shared/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { accountLinks } from './account-links.ts';

const here = {
  origin: 'http://localhost:3000',
  pathname: '/videos',
  search: '?loginSuccess=true&page=2',
  hash: '',
};

afterEach(() => $runtimeConfig.set(null));

describe('the account-site links (spec 001 §2)', () => {
  it('carry the tenant id, the return address and the spec’s flags, from the account base URL', () => {
    $runtimeConfig.set(testRuntimeConfig());
    const links = accountLinks(here);
    const login = new URL(links.login);
    expect(`${login.origin}${login.pathname}`).toBe('http://localhost:4000/account/sign-in');
    expect(Object.fromEntries(login.searchParams)).toEqual({
      tenant: 'northbridge',
      returnUrl: 'http://localhost:3000/videos?page=2',
      successRedirect: 'http://localhost:3000/videos?page=2',
      loginSuccess: 'true',
      mandatory: 'true',
    });
    const logout = new URL(links.logout);
    expect(logout.searchParams.get('forcelogout')).toBe('true');
    expect(logout.searchParams.get('logoutSuccess')).toBe('true');
    expect(new URL(links.register).searchParams.get('form')).toBe('short');
  });

  it('point at the identity pages under /account/ in identity-layer mode', () => {
    const config = testRuntimeConfig();
    $runtimeConfig.set({ ...config, settings: { ...config.settings, signIn: 'identity-layer' } });
    expect(accountLinks(here)).toEqual({
      login: '/account/login?returnTo=%2Fvideos%3Fpage%3D2',
      register: '/account/signup',
      logout: '/account/profile',
      forgotPassword: '/account/forgot-password',
      profile: '/account/profile',
    });
  });
});
