/**
 * The service calls more than one app makes, each written once (verb-noun modules, as the apps'
 * own `api/` folders). An entry each app bundles for itself, like the contracts it validates with:
 * a call costs only the pages that make it.
 */
export * from './get-streamer-config.ts';
export * from './search-news.ts';
