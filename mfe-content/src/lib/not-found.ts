import { isApiError } from '@club/shared/api';

/**
 * Whether a failed CMS read means the page does not exist: the services answer 404 for an unknown
 * slug or path and 400 for a malformed one. Either is the 404 page, never an error state.
 */
export function isNotFoundError(error: unknown): boolean {
  return isApiError(error) && error.kind === 'http' && (error.status === 404 || error.status === 400);
}
