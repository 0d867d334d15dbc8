// The services as a real process tree (main.ts, and with DATABASE_URL its supervisor's workers),
// for tests of what only processes show: several behind one port, a kill -9, a SIGTERM.
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));

export interface ServicesProcess {
  url: string;
  child: ChildProcess;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with its exit code (or signal) once it has exited. */
  exited: Promise<number | string>;
}

/** Starts main.ts on a free port of 127.0.0.1 and resolves once it says where it listens. */
export function startServicesProcess(
  env: Record<string, string | undefined>,
  args: string[] = [],
): Promise<ServicesProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', MAIN, '--port', '0', '--host', '127.0.0.1', ...args],
    {
      env: { ...process.env, SERVICES_SECRET: 'processes-test-secret-of-at-least-32-bytes', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? code ?? 0)),
  );
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /listening on (http:\/\/\S+)/.exec(output)?.[1];
      if (url) resolve({ url, child, output: () => output, exited });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((how) => reject(new Error(`services exited (${how}) before listening:\n${output}`)));
  });
}

/** The pid of the process that answers a request (GET /health/live). */
export async function answeringPid(url: string): Promise<number> {
  const response = await fetch(`${url}/health/live`);
  return ((await response.json()) as { pid: number }).pid;
}

/** Asks until `count` different processes have answered (connections are handed out in turn). */
export async function answeringPids(url: string, count: number, tries = 200): Promise<number[]> {
  const seen = new Set<number>();
  for (let i = 0; i < tries && seen.size < count; i++) {
    // A new connection each time: the operating system hands connections, not requests, around.
    const response = await fetch(`${url}/health/live`, { headers: { connection: 'close' } });
    seen.add(((await response.json()) as { pid: number }).pid);
  }
  return [...seen].sort((a, b) => a - b);
}
