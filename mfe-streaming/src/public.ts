// What the repo's own scripts and e2e tests may use of mfe-streaming (`@club/mfe-streaming`,
// package.json's exports; npm run lint holds scripts/ and e2e/ to it: .dependency-cruiser.cjs): the
// performance mark the player sets at a video's first frame, which the first-frame bench reads.
// Everything else under src/ is the remote's own.
export { FIRST_FRAME_MARK } from './features/player/constants.ts';
