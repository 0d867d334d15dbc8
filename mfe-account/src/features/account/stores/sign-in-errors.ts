import { isApiError } from '@club/shared/api';
import { apiErrorBody, validate } from '@club/shared/contracts';
import { SIGN_IN_UNREACHABLE_MESSAGE, UNABLE_TO_SIGN_IN } from '../constants.ts';

/**
 * What the login form says about a failed sign-in: the service's own message when it sent one
 * (spec 001 §8 "Any other login error shows its message"), a plain word about the connection when
 * the service could not be reached, and 'Unable to sign in' for anything else.
 */
export function signInErrorMessage(error: unknown): string {
  if (!isApiError(error)) return UNABLE_TO_SIGN_IN;
  if (error.kind === 'network' || error.kind === 'timeout') return SIGN_IN_UNREACHABLE_MESSAGE;
  if (error.kind === 'http') {
    const body = validate(apiErrorBody, error.body);
    const message = body.ok ? body.value.errors[0]?.title : undefined;
    if (message) return message;
  }
  return UNABLE_TO_SIGN_IN;
}
