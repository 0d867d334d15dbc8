export { release } from '../app/routes.tsx';
export { VideoPlayerModal as default } from '../features/player/components/video-player-modal.tsx';
