// Starts the real server on a free port with an in-memory database, and small fetch helpers that
// return status, headers and parsed body together.
import { createHash } from 'node:crypto';
import type { ServerSessionTokens, SessionTokens } from '@club/shared/contracts';
import { EDGE_SECRET_HEADER, FORWARDED_FOR_HEADER } from '../src/lib/trusted-edge.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from '../src/seed/accounts-seed.ts';
import { type RunningServer, type StartServerOptions, startServer } from '../src/start.ts';
import { VIEWER_COUNTRY_HEADER } from '../src/streams/streams-constants.ts';
import { readTemplate } from './templates.ts';
import { createTestDatabase, dropTestDatabase, testDatabases } from './test-database.ts';

export type { RunningServer };

export interface TestServerOptions extends StartServerOptions {
  /**
   * With `memory: false`: migrate and seed the empty data directory as production's first start
   * does, instead of starting it from the run's seeded template (on PGlite the directory starts as
   * the run's empty database, so the test skips initdb, which global-setup.ts ran once).
   */
  firstStart?: boolean;
}

/**
 * The real server on a free port, in memory, in test mode, from the run's seeded template. With
 * `memory: false` the data directory starts as a copy of that template when it holds no database
 * yet (the tests of a restart), or, with `firstStart`, is migrated and seeded as production does.
 * On the PostgreSQL run "in memory" is a new database copied from the seeded template (dropped
 * when the server closes), and a data directory is a database named after it.
 */
export async function startTestServer({
  firstStart = false,
  ...options
}: TestServerOptions = {}): Promise<RunningServer> {
  const inMemory = options.memory ?? true;
  const fromTemplate = options.seed !== false && (inMemory || !firstStart);
  const base = { memory: true, port: 0, host: '127.0.0.1', testMode: true };
  const databases = testDatabases();
  if (databases.kind === 'pglite' || options.databaseUrl) {
    return startServer({
      ...base,
      ...(databases.kind === 'pglite'
        ? { from: await readTemplate(fromTemplate ? databases.template : databases.empty) }
        : {}),
      ...options,
    });
  }
  const databaseUrl = await createTestDatabase(
    inMemory
      ? { seeded: fromTemplate }
      : {
          seeded: fromTemplate,
          name: createHash('sha256')
            .update(options.dataDir ?? '')
            .digest('hex')
            .slice(0, 12),
        },
  );
  const server = await startServer({ ...base, ...options, databaseUrl });
  if (!inMemory) return server;
  return { ...server, close: () => server.close().then(() => dropTestDatabase(databaseUrl)) };
}

export interface JsonResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

export async function fetchJson<T = unknown>(url: string, init?: RequestInit): Promise<JsonResponse<T>> {
  const response = await fetch(url, init);
  const text = await response.text();
  let body: unknown = text;
  if ((response.headers.get('content-type') ?? '').includes('application/json')) body = JSON.parse(text);
  return { status: response.status, headers: response.headers, body: body as T };
}

/** POSTs `body` as JSON; `init` adds what else the request needs (a `signal` that gives up). */
export const postJson = <T = unknown>(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
  init: Pick<RequestInit, 'signal'> = {},
) =>
  fetchJson<T>(url, {
    ...init,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The edge secret the services' tests configure (vitest.config.ts). */
function edgeSecret(): string {
  const secret = process.env.SERVICES_EDGE_SECRET;
  if (!secret) throw new Error('SERVICES_EDGE_SECRET is not set for the services tests');
  return secret;
}

/** Headers of a request the trusted edge forwarded from the client at `address`. */
export function fromAddress(address: string): Record<string, string> {
  return { [FORWARDED_FOR_HEADER]: address, [EDGE_SECRET_HEADER]: edgeSecret() };
}

/**
 * Headers of a request from the trusted edge (lib/trusted-edge.ts) saying the viewer is in
 * `country`: the services' tests set SERVICES_EDGE_SECRET (vitest.config.ts).
 */
export function fromEdge(country: string): Record<string, string> {
  return { [VIEWER_COUNTRY_HEADER]: country, [EDGE_SECRET_HEADER]: edgeSecret() };
}

/** The name=value part of the first Set-Cookie header for `name`, ready for a Cookie header. */
export function cookieFrom(headers: Headers, name: string): string | undefined {
  return headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => pair.startsWith(`${name}=`));
}

/** A demo account of the seed by its email (services/src/seed/accounts-seed.ts). */
export function demoAccount(email: string): DemoAccount {
  const account = DEMO_ACCOUNTS.find((a) => a.email === email);
  if (!account) throw new Error(`No demo account ${email}`);
  return account;
}

/** Signs a demo account in over HTTP at the server's current time; returns its access token. */
export async function signInDemo(server: RunningServer, who: string | DemoAccount): Promise<string> {
  const email = typeof who === 'string' ? who : who.email;
  const response = await postJson<SessionTokens>(`${server.url}/identity/sign-in`, {
    email,
    password: DEMO_PASSWORD,
  });
  if (response.status !== 200) throw new Error(`sign-in of ${email} answered ${response.status}`);
  return response.body.access_token;
}

/**
 * The refresh token of the session a `_sa_sso_upid=<value>` cookie pair names, as a server that
 * holds the identifier gets it (`/account/api/session?session=`): no answer to a browser carries one.
 */
export async function serverRefreshToken(server: { url: string }, sessionCookie: string): Promise<string> {
  const session = decodeURIComponent(sessionCookie.split('=')[1] ?? '');
  const response = await fetchJson<ServerSessionTokens>(
    `${server.url}/account/api/session?session=${encodeURIComponent(session)}&user_agent_pass=true`,
  );
  if (response.status !== 200) throw new Error(`the session endpoint answered ${response.status}`);
  return response.body.refresh_token;
}
