/**
 * The kick-off surge (issue 25 item 5), against real HTTP with autocannon: the services on a
 * throwaway PostgreSQL server, as 1 and then 2 processes (main.ts with DATABASE_URL and
 * SERVICES_PROCESSES, a process tree of its own), each on a fresh database of the same seed plus
 * the bench's supporters.
 *   (a) 20,000 stream session checks by 2,000 signed-in supporters, paced over 60 s;
 *   (b) the kick-off mix, paced over 60 s: 500 password sign-ins beside 2,000 supporters coming
 *       back by their session cookie (GET /account/api/session), each followed by its session check;
 *   (c) sign-in throughput: password sign-ins as fast as they are answered, for the 2/1 ratio.
 * Latencies are each response's own time (autocannon's 'response' event), so p95 is exact.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import {
  createSession,
  grantEntitlement,
  hashPassword,
  insertAccount,
  openDatabase,
  REFRESH_TOKEN_TTL_MS,
} from '@club/services/data-access';
import { type PostgresCluster, startPostgresCluster } from '@club/services/postgres-cluster';
import { ENTITLEMENTS } from '@club/services/rules';
import { STREAM_ASSETS } from '@club/services/seed';
import autocannon from 'autocannon';
import { ACCOUNT_COOKIES } from '../../shared/src/contracts/index.ts';
import { ROOT } from './deploy.ts';

/** The figures: supporters, requests and the pace. */
export const SURGE = {
  signedIn: 2_000,
  sessionChecks: 20_000,
  signIns: 500,
  restores: 2_000,
  seconds: 60,
  /** Sign-ins for the throughput runs, as fast as they come back. */
  throughputSignIns: 400,
} as const;
export const SURGE_PROCESSES = [1, 2] as const;
/** Enough open connections that the pace, not the pool of connections, sets the load. */
const CONNECTIONS = 64;
const PASSWORD = 'Kick-off1!';
const MAIN = path.join(ROOT, 'services/src/main.ts');
const SECRET = 'surge-bench-secret-of-at-least-thirty-two-bytes';

export interface SurgeFigures {
  scenario: 'session-checks' | 'kick-off-mix' | 'sign-in-throughput';
  /** What the requests were, for the table. */
  part: string;
  processes: number;
  requests: number;
  seconds: number;
  p50: number;
  p95: number;
  p99: number;
  /** Answers that were not 2xx, connection errors and time-outs. */
  errors: number;
}

interface Supporter {
  email: string;
  ssoId: string;
  cookieValue: string;
}

/** Exact percentile of sorted values (nearest rank). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1] ?? Number.NaN;
}

/** Makes the bench's supporters, each with the audio pass and (for the signed-in ones) a session. */
async function addSupporters(url: string): Promise<{ signedIn: Supporter[]; signingIn: string[] }> {
  const db = await openDatabase({ url, poolMax: 2 });
  try {
    // One hash for all (hashing 2,500 would take a minute; the bench measures sign-ins, not this).
    const passwordHash = await hashPassword(PASSWORD);
    const now = new Date();
    const make = async (email: string, withSession: boolean) => {
      const ssoId = randomUUID();
      await insertAccount(
        db,
        { ssoId, email, displayName: 'Kick-off Supporter', passwordHash, state: 'active', confirmedAt: now },
        now,
      );
      await grantEntitlement(db, { ssoId, code: ENTITLEMENTS.audioAnnual, source: 'seed', now });
      if (!withSession) return { email, ssoId, cookieValue: '' };
      const session = await createSession(db, { ssoId, now, refreshTtlMs: REFRESH_TOKEN_TTL_MS });
      return { email, ssoId, cookieValue: session.cookieValue };
    };
    const signedIn: Supporter[] = [];
    for (let n = 0; n < SURGE.signedIn; n++) signedIn.push(await make(`fan-${n}@surge.test`, true));
    const signingIn: string[] = [];
    const signIns = SURGE.signIns + SURGE.throughputSignIns * 2;
    for (let n = 0; n < signIns; n++) signingIn.push((await make(`newcomer-${n}@surge.test`, false)).email);
    return { signedIn, signingIn };
  } finally {
    await db.close();
  }
}

async function startServices(
  databaseUrl: string,
  processes: number,
): Promise<{ url: string; stop(): Promise<void> }> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', MAIN, '--port', '0', '--host', '127.0.0.1'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        SERVICES_PROCESSES: String(processes),
        SERVICES_SECRET: SECRET,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  // Ended with the bench, however the bench ends.
  const orphan = () => child.kill('SIGKILL');
  process.once('exit', orphan);
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /listening on (http:\/\/\S+)/.exec(output)?.[1];
      if (found) resolve(found);
    });
    child.once('exit', (code) =>
      reject(new Error(`the services exited (${code}) before listening:\n${output}`)),
    );
  });
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        process.removeListener('exit', orphan);
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** The live audio's session check; with a playback token, the renewal of the lease it holds. */
const sessionCheckBody = (playbackToken?: string) =>
  JSON.stringify({
    data: {
      attributes: {
        videoID: STREAM_ASSETS.liveAudio.id,
        mediaType: 'audio',
        ...(playbackToken ? { playbackToken } : {}),
      },
    },
  });

/**
 * Each supporter's playback token once a check granted one, by supporter: their later checks renew
 * it, as the player does, so a supporter listening holds one concurrency lease (issue 19), not one
 * a check. Without it, every check after the second of a supporter is refused for the devices.
 */
type PlaybackTokens = Map<number, string>;

/** Notes the playback token a granted check gave the supporter `context` asked for. */
function keepPlaybackToken(playback: PlaybackTokens, status: number, body: string, context: object): void {
  const supporter = (context as { supporter?: number }).supporter;
  if (status !== 200 || supporter === undefined) return;
  playback.set(
    supporter,
    (JSON.parse(body) as { data: { attributes: { token: string } } }).data.attributes.token,
  );
}

interface Load {
  part: string;
  requests: autocannon.Request[];
  amount: number;
  /** Requests per second over all connections; none: as fast as they are answered. */
  rate?: number;
  connections?: number;
}

/**
 * autocannon paces a connection by the second: it sends that second's share of requests back to
 * back as soon as the second starts, then waits for the next. With every connection started at
 * once, a paced load arrives as one burst at the start of each second (64 checks at a time), not
 * as the even pace the supporters make. A paced load is therefore split among this many autocannon
 * runs, each with its share of the connections, the rate and the requests, started evenly spread
 * over one second.
 */
export const PACED_STARTS = 16;

export interface LoadShare {
  amount: number;
  rate: number;
  connections: number;
  /** When this share starts, from the load's start. */
  delayMs: number;
}

/**
 * How a paced load of `amount` requests at `rate` a second over `connections` is spread over at
 * most `starts` runs: amounts, whole rates (autocannon takes no fraction: `rate` rounds up, as one
 * run did) and connections each add up to the load's, no run has more connections than requests
 * a second, and the runs start evenly spread over one second.
 */
export function pacedShares(
  amount: number,
  rate: number,
  connections: number,
  starts = PACED_STARTS,
): LoadShare[] {
  const wholeRate = Math.ceil(rate);
  const runs = Math.max(1, Math.min(starts, connections, amount, wholeRate));
  const share = (total: number, i: number) => Math.floor(total / runs) + (i < total % runs ? 1 : 0);
  return Array.from({ length: runs }, (_, i) => {
    const runRate = share(wholeRate, i);
    return {
      amount: share(amount, i),
      rate: runRate,
      connections: Math.min(share(connections, i), runRate),
      delayMs: Math.round((i * 1000) / runs),
    };
  });
}

/** Runs one load through autocannon and measures every response. */
async function runLoad(url: string, load: Load): Promise<Omit<SurgeFigures, 'scenario' | 'processes'>> {
  const times: number[] = [];
  let errors = 0;
  const started = performance.now();
  const connections = load.connections ?? CONNECTIONS;
  const shares = load.rate
    ? pacedShares(load.amount, load.rate, connections)
    : [{ amount: load.amount, rate: undefined, connections, delayMs: 0 }];
  const runShare = (share: (typeof shares)[number]) =>
    new Promise<autocannon.Result>((resolve, reject) => {
      setTimeout(() => {
        const instance = autocannon(
          {
            url,
            connections: share.connections,
            amount: share.amount,
            ...(share.rate ? { overallRate: share.rate } : {}),
            timeout: 30,
            requests: load.requests,
          },
          (error, finished) => (error ? reject(error) : resolve(finished)),
        );
        instance.on('response', (_client, status, _bytes, responseTime) => {
          times.push(responseTime);
          if (status < 200 || status >= 300) errors++;
        });
      }, share.delayMs);
    });
  const results = await Promise.all(shares.map(runShare));
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return {
    part: load.part,
    requests: times.length,
    seconds,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors: errors + results.reduce((sum, result) => sum + result.errors + result.timeouts, 0),
  };
}

function sessionChecks(supporters: Supporter[], tokens: string[], playback: PlaybackTokens): Load {
  let next = 0;
  return {
    part: `${SURGE.sessionChecks.toLocaleString('en-GB')} session checks by ${supporters.length.toLocaleString('en-GB')} supporters`,
    amount: SURGE.sessionChecks,
    rate: SURGE.sessionChecks / SURGE.seconds,
    requests: [
      {
        method: 'POST',
        path: '/streams/session/check',
        setupRequest: (request, context) => {
          const supporter = next++ % tokens.length;
          (context as { supporter?: number }).supporter = supporter;
          return {
            ...request,
            body: sessionCheckBody(playback.get(supporter)),
            headers: {
              ...request.headers,
              'content-type': 'application/json',
              authorization: `Bearer ${tokens[supporter]}`,
            },
          };
        },
        onResponse: (status, body, context) => keepPlaybackToken(playback, status, body, context),
      },
    ],
  };
}

function signIns(emails: string[], amount: number, rate?: number): Load {
  let next = 0;
  return {
    part: `${amount} password sign-ins`,
    amount,
    ...(rate ? { rate } : {}),
    requests: [
      {
        method: 'POST',
        path: '/identity/sign-in',
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({ email: emails[next++ % emails.length], password: PASSWORD }),
          headers: { ...request.headers, 'content-type': 'application/json' },
        }),
      },
    ],
  };
}

/** Each supporter's cookie restore, then the session check with the access token it gave back. */
function restoresAndChecks(supporters: Supporter[]): Load {
  let next = 0;
  return {
    part: `${supporters.length.toLocaleString('en-GB')} cookie restores, each with its session check`,
    amount: supporters.length * 2,
    rate: (supporters.length * 2) / SURGE.seconds,
    requests: [
      {
        method: 'GET',
        path: '/account/api/session',
        setupRequest: (request, context) => {
          const supporter = supporters[next++ % supporters.length];
          (context as { token?: string }).token = undefined;
          return {
            ...request,
            headers: {
              ...request.headers,
              cookie: `${ACCOUNT_COOKIES.session}=${encodeURIComponent(supporter?.cookieValue ?? '')}`,
            },
          };
        },
        onResponse: (status, body, context) => {
          if (status === 200)
            (context as { token?: string }).token = (
              JSON.parse(body) as { access_token: string }
            ).access_token;
        },
      },
      {
        method: 'POST',
        path: '/streams/session/check',
        setupRequest: (request, context) => ({
          ...request,
          body: sessionCheckBody(),
          headers: {
            ...request.headers,
            'content-type': 'application/json',
            authorization: `Bearer ${(context as { token?: string }).token ?? 'none'}`,
          },
        }),
      },
    ],
  };
}

/** Access tokens for the signed-in supporters, as a server holding their session ids gets them. */
async function accessTokens(url: string, supporters: Supporter[]): Promise<string[]> {
  const tokens: string[] = [];
  for (const supporter of supporters) {
    const response = await fetch(
      `${url}/account/api/session?session=${encodeURIComponent(supporter.cookieValue)}&user_agent_pass=true`,
    );
    if (!response.ok) throw new Error(`the session of ${supporter.email} answered ${response.status}`);
    tokens.push(((await response.json()) as { access_token: string }).access_token);
  }
  return tokens;
}

/** Runs (a), (b) and (c) on 1 and on 2 processes; prints as it goes. */
export async function runSurge(log: (line: string) => void = console.log): Promise<SurgeFigures[]> {
  let cluster: PostgresCluster | undefined;
  const figures: SurgeFigures[] = [];
  try {
    cluster = await startPostgresCluster();
    for (const processes of SURGE_PROCESSES) {
      const database = `surge_${processes}`;
      const admin = await openDatabase({ url: cluster.url, poolMax: 1 });
      await admin.exec(`CREATE DATABASE ${database}`);
      await admin.close();
      const databaseUrl = cluster.urlOf(database);
      log(`[bench] surge on ${processes} process${processes === 1 ? '' : 'es'}: starting the services ...`);
      const services = await startServices(databaseUrl, processes);
      try {
        log('[bench]   adding the supporters ...');
        const { signedIn, signingIn } = await addSupporters(databaseUrl);
        const tokens = await accessTokens(services.url, signedIn);
        const playback: PlaybackTokens = new Map();
        // A short unmeasured warm-up: connections, the database's caches, JIT.
        await runLoad(services.url, { ...sessionChecks(signedIn, tokens, playback), amount: 500, rate: 250 });

        const record = (
          scenario: SurgeFigures['scenario'],
          result: Omit<SurgeFigures, 'scenario' | 'processes'>,
        ) => {
          figures.push({ scenario, processes, ...result });
          log(
            `[bench]   ${result.part}: ${result.requests} answers in ${result.seconds.toFixed(1)} s, p50 ${Math.round(result.p50)} ms, p95 ${Math.round(result.p95)} ms, p99 ${Math.round(result.p99)} ms, ${result.errors} errors`,
          );
        };
        log('[bench]   (a) session checks ...');
        record('session-checks', await runLoad(services.url, sessionChecks(signedIn, tokens, playback)));

        log('[bench]   (b) the kick-off mix ...');
        const mixSignIns = signingIn.slice(0, SURGE.signIns);
        const [signInResult, restoreResult] = await Promise.all([
          runLoad(services.url, {
            ...signIns(mixSignIns, SURGE.signIns, SURGE.signIns / SURGE.seconds),
            connections: 16,
          }),
          runLoad(services.url, restoresAndChecks(signedIn.slice(0, SURGE.restores))),
        ]);
        record('kick-off-mix', signInResult);
        record('kick-off-mix', restoreResult);

        log('[bench]   (c) sign-in throughput ...');
        const offset = SURGE.signIns + (processes - 1) * SURGE.throughputSignIns;
        record(
          'sign-in-throughput',
          await runLoad(services.url, {
            ...signIns(signingIn.slice(offset, offset + SURGE.throughputSignIns), SURGE.throughputSignIns),
            connections: 16,
          }),
        );
      } finally {
        await services.stop();
      }
    }
  } finally {
    await cluster?.stop();
  }
  return figures;
}
