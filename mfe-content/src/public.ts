// What the repo's own scripts and e2e tests may use of mfe-content (`@club/mfe-content`,
// package.json's exports; npm run lint holds scripts/ and e2e/ to it: .dependency-cruiser.cjs): the
// /news heading the dev-reload check edits and waits for. Everything else under src/ is the remote's own.
export { NEWS_HEADING } from './features/news/constants.ts';
