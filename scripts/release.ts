/**
 * `npm run release -- <remote>`: builds one remote into a new versioned folder, holds its contract
 * against what is live (scripts/lib/contract.ts) and makes it live. The shell is not rebuilt; older
 * versions stay served so open tabs keep working.
 *
 *   npm run release -- <remote> --preview           build, gate, record it as the remote's candidate
 *                                                    for no one, and print `Preview: <url>`
 *   npm run release -- <remote> --canary <percent>  build, gate, serve it to that share of returning
 *                                                    visitors; the judge promotes or rolls it back
 *   npm run release -- <remote> --share <percent>   serve the candidate to another share (the same
 *                                                    visitors and more, when it goes up)
 *   npm run release -- <remote> --promote           make the candidate live now
 *   npm run release -- status                       live, candidate, share and rates of each remote
 *
 * `npm run rollback -- <remote>` takes a candidate away (or points live back). docs/architecture.md
 * "Releases" says how it fits together.
 */
import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { parseRuntimeConfig } from '../shared/src/config/runtime-config.ts';
import { PORTS, REMOTES, type RemoteName } from './lib/apps.ts';
import { buildApps } from './lib/build-app.ts';
import {
  claimVersionDir,
  type Releases,
  readReleases,
  releaseSecret,
  remoteVersionDir,
  runtimeConfigFile,
  updateReleases,
} from './lib/deploy.ts';
import { parseReleaseArguments } from './lib/release-arguments.ts';
import { makeLive, promote, propose, setShare } from './lib/release-records.ts';
import { PREVIEW_PATH, PREVIEW_TTL_MS, signPreviewToken } from './lib/release-routing.ts';
import { printStatus } from './lib/release-status.ts';
import { SERVER_RENDERED_REMOTES } from './lib/server-render.ts';

/** Where the site answers, for preview links: the local shell unless CLUB_SITE_URL says otherwise. */
const SITE_URL = process.env.CLUB_SITE_URL ?? `http://localhost:${PORTS.shell}`;

class Refused extends Error {}

const command = parseReleaseArguments(process.argv.slice(2));
if ('usage' in command) {
  console.error(command.usage);
  process.exit(2);
}

const before = await readReleases();
if (REMOTES.some((name) => !before[name]) || !existsSync(runtimeConfigFile('club'))) {
  console.error('Nothing is deployed yet: run `npm run build` first.');
  process.exit(1);
}

if (command.kind === 'status') {
  const config = parseRuntimeConfig(JSON.parse(await readFile(runtimeConfigFile('club'), 'utf8')));
  await printStatus(before, config.services.collect);
  process.exit(0);
}

const { remote } = command;

/** Holds the version against what is live now, under the records' lock, and records `change` if it passes. */
async function gateAndRecord(
  version: string,
  change: (releases: Partial<Releases>, entry: NonNullable<Releases[RemoteName]>) => void,
): Promise<void> {
  // Loaded only here: the gate brings TypeScript's compiler (about 2 s of CPU), which `status` has
  // no use for.
  const { gateRelease, refusal } = await import('./lib/release-gate.ts');
  await updateReleases(async (releases) => {
    const { problems, unchecked } = await gateRelease(remote, version, releases);
    for (const line of unchecked) console.warn(`Not checked against ${line}`);
    if (problems.length > 0) throw new Refused(refusal(remote, version, problems));
    const entry = releases[remote];
    if (!entry) throw new Refused(`${remote} has never been released: run \`npm run build\` first.`);
    change(releases, entry);
  });
}

async function previewLink(version: string): Promise<string> {
  const token = signPreviewToken(
    { remote, version, expires: Date.now() + PREVIEW_TTL_MS },
    await releaseSecret(),
  );
  return `${new URL(`${PREVIEW_PATH}/${token}`, SITE_URL).href}`;
}

try {
  if (command.kind === 'share' || command.kind === 'promote') {
    const candidate = before[remote]?.candidate;
    if (!candidate) throw new Refused(`${remote} has no candidate: release one with --preview or --canary.`);
    await gateAndRecord(candidate.version, (releases, entry) => {
      const next =
        command.kind === 'share'
          ? setShare(entry, command.share, Date.now())
          : promote(entry, Date.now(), 'promoted by hand (npm run release -- --promote)');
      if (typeof next === 'string') throw new Refused(`${remote}: ${next}.`);
      releases[remote] = next;
    });
    console.log(
      command.kind === 'share'
        ? `${remote} ${candidate.version} now serves ${command.share}% of returning visitors.`
        : `Promoted ${remote} ${candidate.version}: live for everyone. Roll back with: npm run rollback -- ${remote}`,
    );
  } else {
    const version = await claimVersionDir(remote);
    console.log(`Building ${remote} ${version} ...`);
    try {
      const env = {
        mode: 'production' as const,
        outputPath: remoteVersionDir(remote, version),
        release: version,
      };
      await buildApps([{ app: remote, env }]);
      // Its server build beside it, for a remote whose pages the site renders on the server.
      if (SERVER_RENDERED_REMOTES.has(remote))
        await buildApps([{ app: remote, env: { ...env, server: true } }]);
      await gateAndRecord(version, (releases, entry) => {
        const now = Date.now();
        releases[remote] =
          command.kind === 'live'
            ? makeLive(entry, version, now)
            : propose(entry, version, command.share, now);
      });
    } catch (error) {
      // A build that failed or was refused never went anywhere: its folder goes.
      await rm(remoteVersionDir(remote, version), { recursive: true, force: true });
      throw error;
    }
    if (command.kind === 'live') {
      console.log(
        `Released ${remote} ${version} (was ${before[remote]?.current}). Roll back with: npm run rollback -- ${remote}`,
      );
    } else {
      if (command.kind === 'canary')
        console.log(
          `Canary: ${remote} ${version} serves ${command.share}% of returning visitors; the judge promotes or rolls it back (npm run release -- status).`,
        );
      console.log(`Preview: ${await previewLink(version)}`);
    }
  }
} catch (error) {
  if (!(error instanceof Refused)) throw error;
  console.error(error.message);
  process.exit(1);
}
