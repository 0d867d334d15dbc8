// One error shape for every service (the contracts' apiErrorBody): routes throw HttpError and the
// app's error handler turns it, and every other failure, into that body.
import type { ApiErrorBody } from '@club/shared/contracts';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly title: string,
    readonly detail?: string,
    /** Machine-readable facts about the error (JSON:API `meta`), e.g. when a refusal ends. */
    readonly meta?: object,
  ) {
    super(detail ? `${title}: ${detail}` : title);
    this.name = 'HttpError';
  }

  /** The JSON body this error answers with. */
  toBody(): ApiErrorBody {
    const error = {
      status: String(this.status),
      code: this.code,
      title: this.title,
      ...(this.detail ? { detail: this.detail } : {}),
      ...(this.meta ? { meta: this.meta } : {}),
    };
    return { errors: [error] };
  }
}

export const badRequest = (detail: string) =>
  new HttpError(400, 'invalid_request', 'Invalid request', detail);

export const notFound = (detail?: string) => new HttpError(404, 'not_found', 'Not found', detail);

/** 401: the request carries no valid sign-in (no token, an expired or forged one, or a gone account). */
export const notAuthenticated = (detail?: string) =>
  new HttpError(401, 'unauthorized', 'No user logged in', detail);
