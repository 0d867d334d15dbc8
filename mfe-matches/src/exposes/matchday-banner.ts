export { release } from '../app/release.ts';
export { MatchdayBanner as default } from '../features/matchday/components/matchday-banner.tsx';
