import { spawn } from 'node:child_process';
import path from 'node:path';
import type { AppName } from './apps.ts';
import { ROOT } from './deploy.ts';

export interface BuildEnv {
  mode?: 'production' | 'development';
  outputPath?: string;
  release?: string;
  /** rspack.base.ts AppConfigOptions['env']: a development remote inside a production shell. */
  productionJsx?: boolean;
  /** rspack.base.ts AppConfigOptions['env']: the app's server build, into `server/` of outputPath. */
  server?: boolean;
}

const WORKER = path.join(ROOT, 'scripts/lib/rspack-worker.mjs');

/** Runs Rspack in a plain Node child process (see rspack-worker.mjs for why). */
export function runRspack(command: 'build' | 'serve', payload: unknown): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [WORKER, command, JSON.stringify(payload)], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, NODE_OPTIONS: '' },
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`rspack ${command} failed (exit code ${code})`)),
    );
  });
}

/** Production builds of several apps in one Rspack run; rejects if any has errors. */
export const buildApps = (builds: Array<{ app: AppName; env: BuildEnv }>) => runRspack('build', builds);
