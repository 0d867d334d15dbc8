import { isApiError } from '@club/shared/api';

/** A service's 404: the thing asked for does not exist, so the page is the site's 404 page. */
export const isNotFound = (error: unknown): boolean =>
  isApiError(error) && error.kind === 'http' && error.status === 404;
