/**
 * Faults a test asks a remote's build for, through CLUB_BUILD_FAULTS (comma-separated), so the
 * release path can be tried on a broken build: the e2e release spec's candidate whose routes throw,
 * and its candidate that drops an expose the shell mounts. Like the services' faults, nothing happens
 * unless asked, and a build with faults says so loudly.
 *
 * - `throw-in:<expose>`: the exposed module throws as it runs (`throw-in:routes`);
 * - `drop-expose:<expose>`: the build does not expose it (`drop-expose:AccountPanel`).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const BUILD_FAULTS_VARIABLE = 'CLUB_BUILD_FAULTS';
const THROWING_EXPOSE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'build-faults/throwing-expose.ts',
);

export interface BuildFault {
  kind: 'throw-in' | 'drop-expose';
  expose: string;
}

export function parseBuildFaults(value: string | undefined): BuildFault[] {
  if (!value) return [];
  return value.split(',').map((item) => {
    const [kind, expose] = item.trim().split(':');
    if ((kind !== 'throw-in' && kind !== 'drop-expose') || !expose)
      throw new Error(`${BUILD_FAULTS_VARIABLE}: ${item} is not throw-in:<expose> or drop-expose:<expose>`);
    return { kind, expose };
  });
}

/** A remote's exposes with the faults applied (the same object when there are none). */
export function withBuildFaults(
  exposes: Record<string, string>,
  faults: readonly BuildFault[],
  app: string,
): Record<string, string> {
  if (faults.length === 0) return exposes;
  const faulty = { ...exposes };
  for (const { kind, expose } of faults) {
    const key = `./${expose}`;
    if (!(key in faulty)) throw new Error(`${BUILD_FAULTS_VARIABLE}: ${app} exposes no ${key}`);
    if (kind === 'drop-expose') delete faulty[key];
    else faulty[key] = THROWING_EXPOSE;
  }
  console.warn(
    `\n!!! ${app} is built with faults (${BUILD_FAULTS_VARIABLE}): ${JSON.stringify(faults)} !!!\n`,
  );
  return faulty;
}
