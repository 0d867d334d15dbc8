import { routeTree } from '@club/shared/federation';
import { matchRouteHint } from '@club/shared/route-hints';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROUTE_HINTS } from './route-hints.ts';
import { routes } from './routes.tsx';

describe("mfe-streaming's route hints", () => {
  it.each([
    ['/videos/browse', 'videos-browse'],
    ['/videos/channel/highlights', 'videos-channel'],
    ['/videos/player/a-video', 'videos-player'],
    ['/videos/faqs', 'videos-faqs'],
    ['/videos/0_abc123', 'video-page'],
    ['/live', 'live-page'],
    ['/live/video/asset-1', 'live-player-page'],
  ])('%s names its page’s chunk', (path, chunk) => {
    expect(matchRouteHint(ROUTE_HINTS, path)?.hint.chunks).toEqual([chunk]);
    // A page of the remote's, not its 404: the hints follow its routes.
    expect(matchRoutes(routeTree(routes), path)?.at(-1)?.route.path).not.toBe('*');
  });

  it('hints nothing for /videos, whose page comes with the routes', () => {
    expect(matchRouteHint(ROUTE_HINTS, '/videos')).toBeUndefined();
  });
});
