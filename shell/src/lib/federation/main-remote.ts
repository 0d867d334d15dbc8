import { atom } from 'nanostores';

/**
 * Whether the remote that renders the page's main content has settled (loaded or failed) since the
 * page loaded. Work that must not compete with the page's own content waits for it.
 */
export const $mainRemoteSettled = atom(false);
