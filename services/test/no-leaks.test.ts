// Secrets and errors (docs/security.md): no response names the server's insides (stack, SQL, driver
// message, a token it was given), and outside development the services refuse to start without
// their signing secret, with a message that says what to do.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LIGHT_PASSWORD_HASHES_ENV, PasswordCostError } from '../src/account/passwords.ts';
import { requireSigningSecret, SigningSecretError } from '../src/account/signing-secret.ts';
import { redactPath } from '../src/lib/error-handling.ts';
import { startServer } from '../src/start.ts';
import { fetchJson, postJson, type RunningServer, signInDemo, startTestServer } from './helpers.ts';

/** What must never reach a client: stack frames, source paths, SQL and the database's words. */
const INSIDES = [/\n\s+at /, /\.ts:\d+/, /node_modules/, /SELECT|relation|column|syntax error/i];

function expectNothingInside(text: string, ...secrets: string[]) {
  for (const pattern of INSIDES) expect(text).not.toMatch(pattern);
  for (const secret of secrets) expect(text).not.toContain(secret);
}

describe('error responses', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());
  afterEach(async () => {
    await server.db.query('ALTER TABLE IF EXISTS teams_gone RENAME TO teams');
  });

  it('answer a failing query with a bare 500: no SQL, no driver message, no stack', async () => {
    await server.db.query('ALTER TABLE teams RENAME TO teams_gone');
    const response = await fetch(`${server.url}/teams/teams`);
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      errors: [
        {
          status: '500',
          code: 'internal_error',
          title: 'Internal server error',
          detail: 'The error was logged.',
        },
      ],
    });
    expectNothingInside(text, 'teams_gone');
  });

  it('answer a malformed body or query with what was wrong, and nothing of the server', async () => {
    const badJson = await postJson(`${server.url}/identity/sign-in`, '{"email": ');
    expect(badJson.status).toBe(400);
    expectNothingInside(JSON.stringify(badJson.body));
    const badQuery = await fetchJson(`${server.url}/web/v1/news/search?size=-1&page=x`);
    expect(badQuery.status).toBe(400);
    expectNothingInside(JSON.stringify(badQuery.body));
  });

  it('never echo a token back, even in an unknown path', async () => {
    const token = await signInDemo(server, 'free@club.test');
    const response = await fetchJson(`${server.url}/no-such-service/${token}/index.m3u8`);
    expect(response.status).toBe(404);
    expectNothingInside(JSON.stringify(response.body), token);
    expect(JSON.stringify(response.body)).toContain('/no-such-service/[redacted]/index.m3u8');
  });
});

describe('redactPath', () => {
  it('replaces JWTs and long opaque segments, and keeps ordinary ones', () => {
    expect(redactPath('/media/live/eyJhbGciOi.eyJzdWIiOi.c2lnbmF0dXJl/index.m3u8')).toBe(
      '/media/live/[redacted]/index.m3u8',
    );
    expect(redactPath(`/x/${'a'.repeat(43)}`)).toBe('/x/[redacted]');
    expect(redactPath('/teams/mens-team/players/2025-26')).toBe('/teams/mens-team/players/2025-26');
  });
});

describe('the signing secret', () => {
  const strong = 'x'.repeat(32);

  it('may be left out in development and tests (then kept in the database)', () => {
    for (const NODE_ENV of [undefined, '', 'development', 'test']) {
      expect(() => requireSigningSecret({ NODE_ENV })).not.toThrow();
    }
  });

  it('must be set, and at least 32 bytes, anywhere else', () => {
    expect(() => requireSigningSecret({ NODE_ENV: 'production' })).toThrow(SigningSecretError);
    expect(() => requireSigningSecret({ NODE_ENV: 'production' })).toThrow(/SERVICES_SECRET is not set/);
    expect(() => requireSigningSecret({ NODE_ENV: 'staging', SERVICES_SECRET: 'short' })).toThrow(
      /shorter than 32 bytes/,
    );
    expect(() => requireSigningSecret({ NODE_ENV: 'production', SERVICES_SECRET: strong })).not.toThrow();
    expect(() => requireSigningSecret({ NODE_ENV: 'production' }, strong)).not.toThrow();
  });

  it('stops startServer before it opens anything in production', async () => {
    const saved = { NODE_ENV: process.env.NODE_ENV, SERVICES_SECRET: process.env.SERVICES_SECRET };
    process.env.NODE_ENV = 'production';
    delete process.env.SERVICES_SECRET;
    try {
      await expect(startServer({ memory: true, port: 0, host: '127.0.0.1' })).rejects.toThrow(
        SigningSecretError,
      );
    } finally {
      process.env.NODE_ENV = saved.NODE_ENV;
      if (saved.SERVICES_SECRET !== undefined) process.env.SERVICES_SECRET = saved.SERVICES_SECRET;
    }
  });

  it("light password hashes (the services tests' own) stop startServer in production too", async () => {
    const saved = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      expect(process.env[LIGHT_PASSWORD_HASHES_ENV]).toBe('1');
      await expect(startServer({ memory: true, port: 0, host: '127.0.0.1', secret: strong })).rejects.toThrow(
        PasswordCostError,
      );
    } finally {
      process.env.NODE_ENV = saved;
    }
  });

  it('missing in production, the CLI exits with a clear message and no stack', async () => {
    const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', main, '--memory', '--port', '0'], {
      env: { ...process.env, NODE_ENV: 'production', SERVICES_SECRET: '' },
    });
    const failure = await run.then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(2);
    expect(failure?.stderr).toContain('services cannot start: SERVICES_SECRET is not set');
    expect(failure?.stderr).not.toMatch(/\n\s+at /);
  }, 30_000);
});
