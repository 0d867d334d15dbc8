import { NOT_FOUND_MESSAGE } from '@club/shared/site';
import { routeMetaIn } from '@club/shared/testing';
import { describe, expect, it } from 'vitest';
import { routes } from './routes.tsx';

/** The meta the shell reads for a path: the route this remote's table matches (spec 000 §2 route table). */
const metaAt = (path: string, variant: 'club' | 'streamer' = 'club') =>
  routeMetaIn('mfe-streaming', routes, path, variant);

describe("mfe-streaming's pages name themselves for the shell", () => {
  it.each([
    ['/videos', 'videos', 'Videos', 'video-listing'],
    ['/videos/browse', 'videos-browse', 'Browse', 'video-listing'],
    ['/videos/categories', 'videos-categories', 'Categories', 'video-category'],
    ['/videos/channel', 'videos-channel', 'Videos', 'video-listing'],
    ['/videos/channel/highlights', 'videos-channel-slug', 'Highlights', 'video-listing'],
    ['/videos/player', 'videos-player', 'Videos', 'video-listing'],
    ['/videos/player/jane-doe', 'videos-player-slug', 'Jane Doe', 'video-listing'],
    ['/videos/faqs', 'videos-faqs', 'FAQs', 'faqs'],
    ['/videos/subscriptions', 'videos-subscriptions', 'Subscriptions', 'video-listing'],
    ['/videos/0_abc123', 'videos-videoid', 'Videos', 'video-listing'],
    ['/live', 'live', 'Live', 'live'],
    ['/live/audio', 'live-mediatype', 'Live', 'live'],
    ['/live/audio/asset-1', 'live-mediatype-assetid', 'Live', 'live'],
  ])('%s is %s, titled %s, of kind %s', (path, name, title, kind) => {
    expect(metaAt(path)).toEqual({ name, title, kind });
  });

  it("names the streamer site's home page as the club site names its own", () => {
    expect(metaAt('/', 'streamer')).toEqual({ name: 'index', title: 'Home', kind: 'home' });
  });

  it("names an unknown page under its prefixes 'not-found'", () => {
    expect(metaAt('/videos/categories/highlights/more')).toEqual({
      name: 'not-found',
      title: NOT_FOUND_MESSAGE,
    });
  });
});
