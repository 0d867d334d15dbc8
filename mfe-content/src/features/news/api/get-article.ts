import { apiRequest } from '@club/shared/api';
import { newsArticleResponse } from '@club/shared/contracts';

/** GET {webApi}/v1/news/{slug}: the article and its related news (404 unknown, 400 malformed slug). */
export function getArticle(slug: string, signal?: AbortSignal) {
  return apiRequest('webApi', `/v1/news/${encodeURIComponent(slug)}`, {
    schema: newsArticleResponse,
    ...(signal ? { signal } : {}),
  });
}
