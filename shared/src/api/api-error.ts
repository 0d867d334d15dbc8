import type { ServiceKey } from '@club/shared/config';

/** Why a call failed: the one error shape every caller handles. */
export type ApiErrorKind = 'network' | 'timeout' | 'aborted' | 'http' | 'invalid-response';

/** Every failure of a service call, whatever its cause, arrives as this. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    readonly service: ServiceKey,
    readonly path: string,
    message: string,
    readonly status?: number,
    /** The parsed body of an HTTP error, when the service sent JSON (e.g. `{ errors: [...] }`). */
    readonly body?: unknown,
    /** The call's id (X-Request-Id) when it had one: the services' log lines about it carry it. */
    readonly requestId?: string,
  ) {
    super(message);
  }

  /** The first error code of a JSON error body (`errors[0].code`), if any. */
  get code(): string | undefined {
    const errors = (this.body as { errors?: { code?: unknown }[] } | undefined)?.errors;
    const code = Array.isArray(errors) ? errors[0]?.code : undefined;
    return typeof code === 'string' ? code : undefined;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
