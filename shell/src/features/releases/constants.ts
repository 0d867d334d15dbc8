// The preview banner's words (docs/architecture.md "Releases": 'Preview of <remote> <version> · Leave').
// Operators and the teams read it, not supporters; the spec has no text for it.

/** Names the banner's landmark. */
export const PREVIEW_BANNER_LABEL = 'Preview';
/** Before the remote and version this browser previews. */
export const PREVIEW_OF = 'Preview of';
/** Ends the preview of one remote, back on live. */
export const LEAVE_PREVIEW = 'Leave';
