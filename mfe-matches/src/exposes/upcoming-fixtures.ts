export { release } from '../app/release.ts';
export { UpcomingFixtures as default } from '../features/fixtures/components/upcoming-fixtures.tsx';
