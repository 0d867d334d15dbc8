/**
 * What marks a loader: a region whose content is on its way (PageLoader). Other polite status
 * messages (a share row's 'Link copied', a stale-data note) are not loaders, so whoever waits for
 * a page's content (the shell's $mainContentShown, `npm run bench`) looks for this, not for
 * `role="status"`.
 */
export const LOADER_ATTRIBUTE = 'data-loader';
export const LOADER_SELECTOR = `[${LOADER_ATTRIBUTE}]`;
