import { apiRequest } from '@club/shared/api';
import { newsArchiveResponse } from '@club/shared/contracts';

/** What a legacy address names: a period, and a slug when it names one article. */
export interface NewsArchiveRequest {
  year: string;
  month?: string;
  day?: string;
  slug?: string;
  size?: number;
  start?: number;
}

/**
 * GET {webApi}/v1/news/archive: the article of a legacy address, or the listing of its year, month
 * or day (404 when the article is not in that period, 400 for a malformed period or slug).
 */
export function getNewsArchive(request: NewsArchiveRequest, signal?: AbortSignal) {
  return apiRequest('webApi', '/v1/news/archive', {
    schema: newsArchiveResponse,
    query: { ...request },
    ...(signal ? { signal } : {}),
  });
}
