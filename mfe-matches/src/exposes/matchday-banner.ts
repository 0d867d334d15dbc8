export { release } from '../app/release.ts';
export { MatchdayBanner as default } from '../components/matchday-banner.tsx';
