/**
 * The contract gate as the release tooling runs it: a remote's build, held against the contracts of
 * what the deployment runs now (the shell, the other remotes' live versions and their candidates).
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { REMOTES, type RemoteName } from './apps.ts';
import { CONTRACT_FILE, type Contract, checkRelease, type PropsChecker, tsPropsFit } from './contract.ts';
import { type Releases, remoteVersionDir, SHELL_DIR } from './deploy.ts';

/** A build's contract, or why it cannot be read. */
export async function readContract(file: string): Promise<Contract> {
  if (!existsSync(file)) throw new Error(`${file} is missing (built before release contracts?)`);
  const contract = JSON.parse(await readFile(file, 'utf8')) as Partial<Contract>;
  for (const field of [
    'app',
    'release',
    'federationRuntime',
    'exposes',
    'routePrefixes',
    'mounts',
    'shared',
    'sharedImports',
  ])
    if (!(field in contract)) throw new Error(`${file} is not a release contract (no ${field})`);
  return contract as Contract;
}

export const contractFile = (remote: RemoteName, version: string) =>
  path.join(remoteVersionDir(remote, version), CONTRACT_FILE);

export interface GateOutcome {
  /** What would break: empty when the release may go live. */
  problems: string[];
  /** Live builds whose contract could not be read, so were not checked against. */
  unchecked: string[];
}

/**
 * Holds `remote`'s build `version` against the deployment's live shell and the other remotes, live
 * and candidate. A build without a contract is refused; a live build without one is left unchecked.
 */
export async function gateRelease(
  remote: RemoteName,
  version: string,
  releases: Partial<Releases>,
  propsFit: PropsChecker = tsPropsFit,
): Promise<GateOutcome> {
  let candidate: Contract;
  try {
    candidate = await readContract(contractFile(remote, version));
  } catch (error) {
    return { problems: [`its contract cannot be read: ${(error as Error).message}`], unchecked: [] };
  }
  let shell: Contract;
  try {
    shell = await readContract(path.join(SHELL_DIR, CONTRACT_FILE));
  } catch (error) {
    return {
      problems: [`the live shell's contract cannot be read: ${(error as Error).message}`],
      unchecked: [],
    };
  }
  const consumers: Contract[] = [];
  const unchecked: string[] = [];
  for (const other of REMOTES.filter((name) => name !== remote)) {
    const entry = releases[other];
    const versions = [entry?.current, entry?.candidate?.version].filter((each): each is string =>
      Boolean(each),
    );
    for (const each of versions) {
      try {
        consumers.push(await readContract(contractFile(other, each)));
      } catch (error) {
        unchecked.push(`${other} ${each}: ${(error as Error).message}`);
      }
    }
  }
  return { problems: checkRelease(candidate, { shell, consumers }, propsFit), unchecked };
}

/** A refusal naming what breaks, as the release tooling prints it. */
export function refusal(remote: string, version: string, problems: readonly string[]): string {
  return [
    `Refused: ${remote} ${version} would break the live site:`,
    ...problems.map((problem) => `  - ${problem}`),
    'Nothing changed live.',
  ].join('\n');
}
