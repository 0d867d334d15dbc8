// vitest globalSetup for the services project: makes the seeded template once and tells every
// test file where it is (helpers.ts opens it). Removed when the run ends.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { writeSeededTemplate } from './seeded-template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    servicesTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'club-services-template-'));
  const file = join(dir, 'seeded.tar');
  await writeSeededTemplate(file);
  project.provide('servicesTemplate', file);
  return () => rm(dir, { recursive: true, force: true });
}
