export { release } from '../app/routes.tsx';
export { EmbeddedVideoPlayer as default } from '../features/player/components/embedded-video-player.tsx';
