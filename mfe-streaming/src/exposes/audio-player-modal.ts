export { release } from '../app/routes.tsx';
export { AudioPlayerModal as default } from '../features/player/components/audio-player-modal.tsx';
