export { release } from '../app/release.ts';
export { NextMatchStrip as default } from '../components/next-match-strip.tsx';
