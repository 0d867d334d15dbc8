/** This build's release label (set by the release tooling). */
export const release = __RELEASE__;
export { VideoSearchResults as default } from '../features/search/components/video-search-results.tsx';
