/** This build's release label (set by the release tooling). */
export const release = __RELEASE__;
