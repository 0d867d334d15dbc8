export { release } from '../app/release.ts';
export { NextMatchStrip as default } from '../features/fixtures/components/next-match-strip.tsx';
