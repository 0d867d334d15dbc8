import { apiRequest } from '@club/shared/api';
import { NEWS_SORT_DATE, type NewsSearchQuery, newsSearchResponse } from '@club/shared/contracts';

/** GET {webApi}/v1/news/search (spec 000 §7); the listing asks for the newest first. */
export function searchNews(query: Partial<NewsSearchQuery>, signal?: AbortSignal) {
  return apiRequest('webApi', '/v1/news/search', {
    schema: newsSearchResponse,
    query: { query: '', sort: NEWS_SORT_DATE, ...query },
    ...(signal ? { signal } : {}),
  });
}
