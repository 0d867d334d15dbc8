/**
 * Faults a test asks a remote's build for, through CLUB_BUILD_FAULTS (comma-separated), so the
 * release path can be tried on a broken build: the e2e release spec's candidate whose routes throw,
 * and its candidate that drops an expose the shell mounts. Like the services' faults, nothing happens
 * unless asked, and a build with faults says so loudly.
 *
 * - `throw-in:<expose>`: the exposed module throws as it runs (`throw-in:routes`);
 * - `server-throw-in:<expose>`: the same in the server build alone, the browser build sound (the
 *   server-render spec's release whose pages must then render in the browser);
 * - `drop-expose:<expose>`: the build does not expose it (`drop-expose:AccountPanel`).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const BUILD_FAULTS_VARIABLE = 'CLUB_BUILD_FAULTS';
const THROWING_EXPOSE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'build-faults/throwing-expose.ts',
);

const FAULT_KINDS = ['throw-in', 'server-throw-in', 'drop-expose'] as const;

export interface BuildFault {
  kind: (typeof FAULT_KINDS)[number];
  expose: string;
}

const isFaultKind = (kind: string | undefined): kind is BuildFault['kind'] =>
  FAULT_KINDS.some((known) => known === kind);

export function parseBuildFaults(value: string | undefined): BuildFault[] {
  if (!value) return [];
  return value.split(',').map((item) => {
    const [kind, expose] = item.trim().split(':');
    if (!isFaultKind(kind) || !expose)
      throw new Error(
        `${BUILD_FAULTS_VARIABLE}: ${item} is not ${FAULT_KINDS.map((known) => `${known}:<expose>`).join(', ')}`,
      );
    return { kind, expose };
  });
}

/**
 * A remote's exposes with the faults applied (the same object when there are none), in its browser
 * build or its server build (`target`).
 */
export function withBuildFaults(
  exposes: Record<string, string>,
  faults: readonly BuildFault[],
  app: string,
  target: 'browser' | 'server' = 'browser',
): Record<string, string> {
  const applied = faults.filter(({ kind }) => kind !== 'server-throw-in' || target === 'server');
  for (const { expose } of faults)
    if (!(`./${expose}` in exposes))
      throw new Error(`${BUILD_FAULTS_VARIABLE}: ${app} exposes no ./${expose}`);
  if (applied.length === 0) return exposes;
  const faulty = { ...exposes };
  for (const { kind, expose } of applied) {
    const key = `./${expose}`;
    if (kind === 'drop-expose') delete faulty[key];
    else faulty[key] = THROWING_EXPOSE;
  }
  console.warn(
    `\n!!! ${app}'s ${target} build has faults (${BUILD_FAULTS_VARIABLE}): ${JSON.stringify(applied)} !!!\n`,
  );
  return faulty;
}
