import { CLUB_NAME } from '@club/shared/site';
import { describe, expect, it } from 'vitest';
import { SKIP_LONG_SECONDS } from '../constants.ts';
import {
  claimMediaSession,
  type MediaSessionLike,
  type SessionAction,
  type SessionActionDetails,
} from './media-session.ts';

/** The browser's session as a test sees it: its metadata and the handler of each action. */
function fakeSession(unsupported: SessionAction[] = []) {
  const handlers = new Map<SessionAction, (details: SessionActionDetails) => void>();
  const session: MediaSessionLike & { handlers: typeof handlers } = {
    metadata: null,
    handlers,
    setActionHandler(action, handler) {
      if (unsupported.includes(action)) throw new TypeError(`${action} is not supported`);
      if (handler) handlers.set(action, handler);
      else handlers.delete(action);
    },
  };
  return session;
}

/** A player's requests, recorded, at `position` seconds. */
function player(position = 100) {
  const done: string[] = [];
  return {
    done,
    controls: {
      play: () => done.push('play'),
      pause: () => done.push('pause'),
      seekTo: (seconds: number) => done.push(`seek ${seconds}`),
      currentTime: () => position,
    },
  };
}

const metadata = (init: MediaMetadataInit) => ({ ...init });

describe('the Media Session', () => {
  it('names what plays, with the club and its picture, and takes play, pause and seeking on demand', () => {
    const session = fakeSession();
    const { done, controls } = player(100);
    claimMediaSession(
      session,
      metadata,
      { title: 'Match highlights', artwork: '/poster.jpg', live: false },
      controls,
    );
    expect(session.metadata).toEqual({
      title: 'Match highlights',
      artist: CLUB_NAME,
      artwork: [{ src: '/poster.jpg' }],
    });
    session.handlers.get('pause')?.({});
    session.handlers.get('play')?.({});
    session.handlers.get('seekbackward')?.({});
    session.handlers.get('seekforward')?.({ seekOffset: 30 });
    session.handlers.get('seekto')?.({ seekTime: 42 });
    expect(done).toEqual(['pause', 'play', `seek ${100 - SKIP_LONG_SECONDS}`, 'seek 130', 'seek 42']);
  });

  it('never seeks before the start', () => {
    const session = fakeSession();
    const { done, controls } = player(3);
    claimMediaSession(session, metadata, { title: 'A video', live: false }, controls);
    session.handlers.get('seekbackward')?.({});
    expect(done).toEqual(['seek 0']);
  });

  it('gives a live stream play and pause only', () => {
    const session = fakeSession();
    claimMediaSession(session, metadata, { title: 'Live commentary', live: true }, player().controls);
    expect([...session.handlers.keys()].sort()).toEqual(['pause', 'play']);
    expect(session.metadata).toMatchObject({ artwork: [] });
  });

  it('lets go of what it claimed, unless another player has claimed it since', () => {
    const session = fakeSession();
    const releaseFirst = claimMediaSession(
      session,
      metadata,
      { title: 'First', live: false },
      player().controls,
    );
    const second = player();
    const releaseSecond = claimMediaSession(
      session,
      metadata,
      { title: 'Second', live: true },
      second.controls,
    );
    releaseFirst();
    expect(session.metadata).toMatchObject({ title: 'Second' });
    session.handlers.get('play')?.({});
    expect(second.done).toEqual(['play']);
    releaseSecond();
    expect(session.metadata).toBeNull();
    expect(session.handlers.size).toBe(0);
  });

  it('keeps the actions a browser supports when it refuses another', () => {
    const session = fakeSession(['seekto']);
    const { done, controls } = player();
    expect(() =>
      claimMediaSession(session, metadata, { title: 'A video', live: false }, controls),
    ).not.toThrow();
    session.handlers.get('pause')?.({});
    expect(done).toEqual(['pause']);
  });
});
