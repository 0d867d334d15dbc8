/** The streamer site's numbers and texts (spec 000 §1, spec 001 §2, §7, §9), each named once. */

/** The hero's image sizes by layout (not spec numbers): a wide banner from 760 px up, a 3:2 picture below. */
export const HERO_DESKTOP_SIZE = { width: 1440, height: 480 } as const;
export const HERO_MOBILE_SIZE = { width: 760, height: 507 } as const;
export const HERO_DESKTOP_MEDIA = '(min-width: 760px)';

export const STREAMER_LOAD_ERROR = 'The streaming site could not be loaded.';
export const STREAMER_LOADING_LABEL = 'Loading the streaming site';
