import { apiRequest } from '@club/shared/api';
import { newsCategoryResponse } from '@club/shared/contracts';

/** GET {webApi}/v1/categories/{slug}: one category (404 unknown). */
export function getCategory(slug: string, signal?: AbortSignal) {
  return apiRequest('webApi', `/v1/categories/${encodeURIComponent(slug)}`, {
    schema: newsCategoryResponse,
    ...(signal ? { signal } : {}),
  });
}
