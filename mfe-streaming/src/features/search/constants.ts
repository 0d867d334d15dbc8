/**
 * Video search's numbers and texts (spec 001 §3 "Filters", §5, §9; spec 000 §4 search overlay),
 * each named once.
 */

/** Spec 001 §3, §9: the filters' seasons start at 2020; the last is the site's current season. */
export const FIRST_VIDEO_SEASON = 2020;

/** Spec 001 §5: search always has a start of publication; the server's clock says what now is. */
export const PUBLISHED_BEFORE_NOW = 'NOW';

/** Spec 000 §4: the video-results variant's count, word for word ('Showing N result', 'Showing M of N results'). */
export const NO_RESULTS_TEXT = 'No results';
export const showingResults = (shown: number, total: number): string =>
  shown >= total
    ? `Showing ${total} result${total === 1 ? '' : 's'}`
    : `Showing ${shown} of ${total} results`;

/** Not spec texts: the search form's labels and states. */
export const SEARCH_FORM_LABEL = 'Search videos';
export const SEARCH_TEXT_LABEL = 'Search';
export const SEARCH_SUBMIT_LABEL = 'Search';
export const TEAM_FILTER_LABEL = 'Team';
export const SEASON_FILTER_LABEL = 'Season';
export const DURATION_FILTER_LABEL = 'Duration';
export const ANY_TEAM_LABEL = 'All teams';
export const ANY_SEASON_LABEL = 'All seasons';
export const ANY_DURATION_LABEL = 'Any length';
export const SEARCH_LOADING_LABEL = 'Searching videos';
export const SEARCH_LOAD_ERROR = 'The videos could not be searched.';
export const CHANNEL_LOAD_ERROR = 'This channel could not be loaded.';

/** The search page's address parameters, so a filtered search can be shared. */
export const SEARCH_PARAMS = { text: 'q', team: 'team', season: 'season', duration: 'duration' } as const;

/** Spec 001 §2: the Browse page's title. */
export const BROWSE_TITLE = 'Browse';
