/** The club pages' texts (spec 000 leaves them unnamed; these are ours), named once. */
export const PAGE_LOAD_ERROR_TITLE = 'This page could not be loaded';
export const PAGE_LOAD_ERROR = 'Please check your connection and try again.';
export const BREADCRUMBS_LABEL = 'Breadcrumb';
export const HUB_CHILDREN_LABEL = 'In this section';
/** Read by screen readers after a link that opens in a new tab. */
export const NEW_TAB_NOTE = '(opens in a new tab)';
