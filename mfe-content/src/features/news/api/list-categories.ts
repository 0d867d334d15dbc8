import { apiRequest } from '@club/shared/api';
import { newsCategoriesResponse } from '@club/shared/contracts';

/** GET {webApi}/v1/categories: every news category with its article count. */
export function listCategories(signal?: AbortSignal) {
  return apiRequest('webApi', '/v1/categories', {
    schema: newsCategoriesResponse,
    ...(signal ? { signal } : {}),
  });
}
