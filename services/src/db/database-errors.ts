// When the database server cannot be reached, a request fails for a while and then works again:
// the services say so (503 with Retry-After) instead of a 500. Which failures count is decided
// here, from the driver's error, once.

/** The database server is down, restarting or refusing connections; try again shortly. */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
  constructor(cause: unknown) {
    super(`the database cannot be reached: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
  }
}

/** Socket-level failures of a connection (Node's codes). */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * PostgreSQL's SQLSTATEs for a server that is going away or not there yet: class 08 (connection
 * exception), 57P01-57P03 (admin shutdown, crash shutdown, cannot connect now: starting up or
 * shutting down) and 53300 (too many connections).
 */
const isUnavailableState = (code: string) =>
  code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300';

/** pg's own words when a connection ends under a query or a connect waits too long for the pool. */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection terminated unexpectedly',
];

export function isUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || isUnavailableState(code))) return true;
  return DRIVER_MESSAGES.some((text) => error.message.includes(text));
}
