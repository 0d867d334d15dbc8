import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAccessToken, provideAccessToken } from './access-token.ts';

describe('access token source', () => {
  let withdraw: (() => void) | undefined;
  afterEach(() => withdraw?.());

  it('answers null until the account remote names a source', async () => {
    expect(await getAccessToken()).toBeNull();
  });

  it('answers what the source gives, sync or async, and null once withdrawn', async () => {
    withdraw = provideAccessToken(() => 'token-a');
    expect(await getAccessToken()).toBe('token-a');
    withdraw();
    withdraw = provideAccessToken(async () => 'token-b');
    expect(await getAccessToken()).toBe('token-b');
    withdraw();
    expect(await getAccessToken()).toBeNull();
  });

  it('treats a failing source as signed out, and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    withdraw = provideAccessToken(() => {
      throw new Error('storage blocked');
    });
    expect(await getAccessToken()).toBeNull();
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
