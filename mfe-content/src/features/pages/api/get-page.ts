import { apiRequest } from '@club/shared/api';
import { contentPageResponse } from '@club/shared/contracts';

/** GET {webApi}/v1/pages/{fullPath}: a club content page (404 unknown, 400 malformed path). */
export function getPage(fullPath: string, signal?: AbortSignal) {
  const path = fullPath
    .split('/')
    .filter(Boolean)
    .map((segment) => encodeURIComponent(segment))
    .join('/');
  return apiRequest('webApi', `/v1/pages/${path}`, {
    schema: contentPageResponse,
    ...(signal ? { signal } : {}),
  });
}
