import { spawn } from 'node:child_process';
import { ROOT } from './deploy.ts';

/**
 * Runs a command from the repository root; resolves with its exit code. Its output goes straight
 * to ours, or with `quiet` (a command running beside another) is kept and printed in one block,
 * headed by `quiet`, when it ends.
 */
export function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
  { quiet }: { quiet?: string } = {},
): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    let output = '';
    const keep = (chunk: Buffer) => {
      output += chunk.toString();
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.on('error', reject);
    // 'close', not 'exit': by then the output has all been read.
    child.on('close', (code, signal) => {
      if (quiet) process.stdout.write(`\n--- ${quiet}\n${output}--- end of ${quiet}\n`);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** Runs a command and keeps its output (for quiet parallel steps); resolves with code and text. */
export function runQuiet(command: string, args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env: process.env });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}
