/**
 * For the scripts' tests: a fresh folder under the system's temporary folder, removed with its
 * contents when the test file's tests end, so a run leaves nothing behind in /tmp. Call it at a
 * file's top level: vitest ignores an `afterAll` registered while hooks or tests run.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

export async function scratchDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  afterAll(() => rm(dir, { recursive: true, force: true }));
  return dir;
}
