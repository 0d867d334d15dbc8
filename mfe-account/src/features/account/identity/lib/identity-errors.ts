import { isApiError } from '@club/shared/api';
import { apiErrorBody, validate } from '@club/shared/contracts';
import { IDENTITY_UNREACHABLE } from '../constants.ts';

/**
 * The identity service's error, shown plainly (issue 10 item 5): its title, and its detail when
 * that says more (the password rules a new password broke).
 */
export function identityErrorMessage(error: unknown): string {
  if (isApiError(error) && error.kind === 'http') {
    const body = validate(apiErrorBody, error.body);
    const first = body.ok ? body.value.errors[0] : undefined;
    if (first?.title)
      return first.detail && (first.code === 'InvalidPasswordException' || first.code === 'invalid_request')
        ? `${first.title}: ${first.detail}`
        : first.title;
  }
  if (!isApiError(error)) console.error('[mfe-account] identity call failed', error);
  return IDENTITY_UNREACHABLE;
}
