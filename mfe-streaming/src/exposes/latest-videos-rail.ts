/** This build's release label (set by the release tooling). */
export const release = __RELEASE__;
export { LatestVideosRail as default } from '../features/videos/components/latest-videos-rail.tsx';
