import { NOT_FOUND_MESSAGE } from '@club/shared/site';
import { routeMetaIn } from '@club/shared/testing';
import { describe, expect, it } from 'vitest';
import { routes } from './routes.tsx';

/** The meta the shell reads for a path: the route this remote's table matches (spec 000 §2 route table). */
const metaAt = (path: string) => routeMetaIn('mfe-account', routes, path);

describe("mfe-account's pages name themselves for the shell", () => {
  it('names the login page, of the login kind', () => {
    expect(metaAt('/account/login')).toEqual({ name: 'account-login', title: 'Log In', kind: 'login' });
  });

  it.each([
    ['/account/signup', 'account-signup'],
    ['/account/signup/confirm', 'account-signup-confirm'],
    ['/account/forgot-password', 'account-forgot-password'],
    ['/account/forgot-password/confirm', 'account-forgot-password-confirm'],
    ['/account/profile', 'account-profile'],
  ])('names %s %s, a plain page (no kind of its own)', (path, name) => {
    const meta = metaAt(path);
    expect(meta?.name).toBe(name);
    expect(meta?.kind).toBeUndefined();
  });

  it("names an unknown page under /account 'not-found'", () => {
    expect(metaAt('/account/nothing')).toEqual({ name: 'not-found', title: NOT_FOUND_MESSAGE });
  });
});
