export { release } from '../app/routes.tsx';
export { AudioPlayerModal as default } from '../features/audio/components/audio-player-modal.tsx';
