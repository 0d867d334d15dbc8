import { describe, expect, it } from 'vitest';
import { routingForPath } from './exposes.ts';
import { matchRouteMeta, readableSlug, withMeta } from './route-meta.ts';

describe('matchRouteMeta', () => {
  const routes = [
    { index: true, handle: withMeta({ name: 'teams', title: 'Teams' }) },
    {
      path: ':team',
      handle: withMeta(({ team = '' }) => ({ name: 'teams-team', title: readableSlug(team) })),
      children: [{ path: 'squad' }],
    },
  ];

  it("takes the matched route's meta, worked out from its parameters when it is a function", () => {
    expect(matchRouteMeta(routes, '/')).toEqual({ name: 'teams', title: 'Teams' });
    expect(matchRouteMeta(routes, '/lionesses')).toEqual({ name: 'teams-team', title: 'Lionesses' });
  });

  it('takes the deepest meta when a child route carries none', () => {
    expect(matchRouteMeta(routes, '/lionesses/squad')).toEqual({ name: 'teams-team', title: 'Lionesses' });
  });

  it('is undefined when no route matches', () => {
    expect(matchRouteMeta(routes, '/lionesses/squad/extra')).toBeUndefined();
  });
});

describe('routingForPath', () => {
  it("gives a prefix's remote the path below the prefix, and everything else to mfe-content", () => {
    expect(routingForPath('/teams/lionesses')).toEqual({
      remote: 'mfe-matches',
      routesKey: 'teams',
      pathname: '/lionesses',
    });
    expect(routingForPath('/the-club/history')).toEqual({
      remote: 'mfe-content',
      routesKey: '',
      pathname: '/the-club/history',
    });
    expect(routingForPath('/')).toMatchObject({ remote: 'mfe-content', pathname: '/' });
  });

  it("gives the streamer site's home to mfe-streaming's streamer page", () => {
    expect(routingForPath('/', 'streamer')).toEqual({
      remote: 'mfe-streaming',
      routesKey: 'streamer',
      pathname: '/',
    });
    expect(routingForPath('/videos', 'streamer').remote).toBe('mfe-streaming');
  });
});

describe('readableSlug', () => {
  it('capitalises the words of a slug', () => {
    expect(readableSlug('privacy-notice')).toBe('Privacy Notice');
    expect(readableSlug('mens_team')).toBe('Mens Team');
    expect(readableSlug('')).toBe('');
  });
});
