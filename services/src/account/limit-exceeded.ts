// 429 LimitExceededException, the user pool's answer while failed attempts must wait
// (sign-in-throttle.ts); the routes copy retryAfterS into a Retry-After header (retry-after.ts).
import { IDENTITY_ERRORS } from '@club/shared/contracts';
import { HttpError } from '../lib/http-error.ts';

export class LimitExceededError extends HttpError {
  constructor(readonly retryAfterS: number) {
    super(
      429,
      IDENTITY_ERRORS.limitExceeded,
      'Attempt limit exceeded, please try after some time.',
      `Too many failed attempts. Try again in ${retryAfterS} seconds.`,
    );
  }
}
