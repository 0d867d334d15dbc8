import { apiRequest } from '@club/shared/api';
import { type NewsSearchResponse, newsSearchResponse } from '@club/shared/contracts';
import type { NewsSearchParams } from '../lib/search-query.ts';

/** GET {webApi}/v1/news/search (spec 000 §7): reads hits.hit and hits.found. */
export function searchNews(params: NewsSearchParams, signal?: AbortSignal): Promise<NewsSearchResponse> {
  return apiRequest('webApi', '/v1/news/search', {
    schema: newsSearchResponse,
    query: { ...params },
    ...(signal ? { signal } : {}),
  });
}
