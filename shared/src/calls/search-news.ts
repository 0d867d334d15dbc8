import { apiRequest } from '@club/shared/api';
import {
  NEWS_SORT_DATE,
  type NewsSearchQuery,
  type NewsSearchResponse,
  newsSearchResponse,
} from '@club/shared/contracts';

/**
 * GET {webApi}/v1/news/search (spec 000 §7): reads hits.hit and hits.found. The shell's search
 * overlay and mfe-content's listings both ask through it; with no term and no order it is every
 * article, newest first.
 */
export function searchNews(
  query: Partial<NewsSearchQuery>,
  signal?: AbortSignal,
): Promise<NewsSearchResponse> {
  return apiRequest('webApi', '/v1/news/search', {
    schema: newsSearchResponse,
    query: { query: '', sort: NEWS_SORT_DATE, ...query },
    ...(signal ? { signal } : {}),
  });
}
