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
    expect(`${logout.origin}${logout.pathname}`).toBe('http://localhost:4000/account/logout');
    expect(Object.fromEntries(logout.searchParams)).toEqual({
      tenant: 'northbridge',
      returnUrl: 'http://localhost:3000/videos?page=2',
      successRedirect: 'http://localhost:3000/videos?page=2',
      forcelogout: 'true',
      logoutSuccess: 'true',
    });
    const register = new URL(links.register);
    expect(`${register.origin}${register.pathname}`).toBe('http://localhost:4000/account/register');
    expect(Object.fromEntries(register.searchParams)).toEqual({
      tenant: 'northbridge',
      returnUrl: 'http://localhost:3000/videos?page=2',
      successRedirect: 'http://localhost:3000/videos?page=2',
      form: 'short',
    });
  });

  it('open the long registration form when the runtime config asks for it', () => {
    const config = testRuntimeConfig();
    $runtimeConfig.set({ ...config, settings: { ...config.settings, registerForm: 'long' } });
    expect(new URL(accountLinks(here).register).searchParams.get('form')).toBe('long');
  });

  it('are the plain portal, register and logout links when single sign-on is not configured (spec 001 §2)', () => {
    const config = testRuntimeConfig();
    $runtimeConfig.set({ ...config, settings: { ...config.settings, singleSignOn: false } });
    const links = accountLinks(here);
    expect(links.login).toBe('http://localhost:4000/account/sign-in');
    expect(links.register).toBe('http://localhost:4000/account/register');
    expect(links.logout).toBe('http://localhost:4000/account/logout');
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
