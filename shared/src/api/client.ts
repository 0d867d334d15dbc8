/**
 * The one HTTP client of the site. Base URLs come from the runtime config; every response is
 * validated against its contract at this boundary, and every failure becomes an ApiError.
 */

import { requireRuntimeConfig, type ServiceKey } from '@club/shared/config';
import { REQUEST_ID_HEADER, validate } from '@club/shared/contracts';
import type * as v from '@club/shared/schema';
import { type QueryValue, serviceUrlFrom } from './addresses.ts';
import { ApiError } from './api-error.ts';

export const DEFAULT_TIMEOUT_MS = 10_000;

// Named with the services' contracts; still offered here, where the site's calls send it.
export { REQUEST_ID_HEADER };

/**
 * Only calls that are preflighted anyway (signed in, or with a JSON body, or not a GET) send an id
 * of their own: on a plain GET a custom header would cost a CORS preflight each time, and the
 * answer carries the id the services gave it instead.
 */
function sendsOwnId(method: string, hasBody: boolean, headers: Record<string, string> | undefined): boolean {
  if (method !== 'GET' || hasBody) return true;
  return Object.keys(headers ?? {}).some((name) => name.toLowerCase() === 'authorization');
}

export interface RequestOptions<S extends v.GenericSchema> {
  schema: S;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  headers?: Record<string, string>;
  /** Send cookies to the service (account and identity calls). */
  credentials?: boolean;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Let the call outlive the page (a player saving where it stood as the tab closes). */
  keepalive?: boolean;
}

/** Builds `{base}{path}?{query}` for a service, leaving out empty query values. */
export function serviceUrl(
  service: ServiceKey,
  path: string,
  query: Record<string, QueryValue> = {},
): string {
  return serviceUrlFrom(requireRuntimeConfig().services[service], path, query);
}

/** Calls a service and returns its validated response; throws ApiError on any failure. */
export async function apiRequest<S extends v.GenericSchema>(
  service: ServiceKey,
  path: string,
  options: RequestOptions<S>,
): Promise<v.InferOutput<S>> {
  const url = serviceUrl(service, path, options.query);
  const timeout = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const method = options.method ?? 'GET';
  const hasBody = options.body !== undefined;
  let requestId: string | undefined = sendsOwnId(method, hasBody, options.headers)
    ? crypto.randomUUID()
    : undefined;
  const fail = (kind: ApiError['kind'], message: string, status?: number, body?: unknown) =>
    new ApiError(
      kind,
      service,
      path,
      `${service} ${path}: ${message}${requestId ? ` (request ${requestId})` : ''}`,
      status,
      body,
      requestId,
    );

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: {
        accept: 'application/json',
        ...(hasBody ? { 'content-type': 'application/json' } : {}),
        ...(requestId ? { [REQUEST_ID_HEADER]: requestId } : {}),
        ...options.headers,
      },
      body: hasBody ? JSON.stringify(options.body) : null,
      credentials: options.credentials ? 'include' : 'same-origin',
      ...(options.keepalive ? { keepalive: true } : {}),
      signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw fail('aborted', 'the request was cancelled');
    if (timeout.aborted) throw fail('timeout', 'the service did not answer in time');
    throw fail('network', `the service could not be reached (${String(error)})`);
  }

  requestId = response.headers.get(REQUEST_ID_HEADER) ?? requestId;
  const text = await response.text().catch(() => '');
  let body: unknown;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    body = undefined;
    if (response.ok) throw fail('invalid-response', 'the response is not JSON', response.status);
  }
  if (!response.ok) throw fail('http', `answered ${response.status}`, response.status, body);

  const checked = validate(options.schema, body);
  if (!checked.ok) {
    throw fail(
      'invalid-response',
      `the response does not match its contract: ${checked.problems.join('; ')}`,
    );
  }
  return checked.value;
}
