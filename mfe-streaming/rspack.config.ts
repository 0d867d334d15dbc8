import { type AppConfigOptions, createAppConfig } from '../rspack.base.ts';
import { ROUTE_HINTS } from './src/app/route-hints.ts';

export default (env: AppConfigOptions['env'] = {}) =>
  createAppConfig({
    app: 'mfe-streaming',
    exposes: {
      './routes': './src/exposes/routes.ts',
      './VideoSearchResults': './src/exposes/video-search-results.ts',
      './LatestVideosRail': './src/exposes/latest-videos-rail.ts',
      './VideoPlayerModal': './src/exposes/video-player-modal.ts',
      './AudioPlayerModal': './src/exposes/audio-player-modal.ts',
      './VideoPlayer': './src/exposes/video-player.ts',
    },
    routeHints: ROUTE_HINTS,
    env,
  });
