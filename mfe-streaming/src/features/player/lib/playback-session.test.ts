import { describe, expect, it, vi } from 'vitest';
import { createPlaybackSession, withPlaybackToken } from './playback-session.ts';

describe('createPlaybackSession', () => {
  it('hands out its token, and after a refusal the renewed one, asking once for requests refused together', async () => {
    let n = 0;
    const renew = vi.fn(async () => `token-${++n}`);
    const session = createPlaybackSession('token-0', renew);
    expect(await session.token()).toBe('token-0');

    const [a, b] = [session.renew(), session.renew()];
    // A request made while the renewal is under way waits for the new token.
    const waiting = session.token();
    expect(await a).toBe('token-1');
    expect(await b).toBe('token-1');
    expect(await waiting).toBe('token-1');
    expect(renew).toHaveBeenCalledTimes(1);

    // Ten minutes on, it expires again: a new renewal.
    expect(await session.renew()).toBe('token-2');
    expect(renew).toHaveBeenCalledTimes(2);
  });

  it('stops renewing once a renewal is refused', async () => {
    const renew = vi.fn(async () => {
      throw new Error('refused');
    });
    const session = createPlaybackSession('token-0', renew);
    await expect(session.renew()).rejects.toThrow('refused');
    await expect(session.renew()).rejects.toThrow('refused');
    await expect(session.token()).rejects.toThrow('refused');
    expect(renew).toHaveBeenCalledTimes(1);
  });

  it('tells the player-ready hook once', () => {
    const onReady = vi.fn();
    const session = createPlaybackSession('token-0', async () => 'x', onReady);
    session.ready();
    session.ready();
    expect(onReady).toHaveBeenCalledTimes(1);
  });
});

describe('withPlaybackToken', () => {
  it('replaces the token of a media URL and leaves everything else', () => {
    expect(withPlaybackToken('http://localhost:4000/media/vod/e1/7.m4s?token=old&x=1', 'new.tok-en_')).toBe(
      'http://localhost:4000/media/vod/e1/7.m4s?token=new.tok-en_&x=1',
    );
  });

  it('leaves a URL without a token as it was', () => {
    expect(withPlaybackToken('http://localhost:4000/media/licence/x', 'new')).toBe(
      'http://localhost:4000/media/licence/x',
    );
    expect(withPlaybackToken('not a url', 'new')).toBe('not a url');
  });
});
