/** What `npm run release -- ...` was asked to do (scripts/release.ts), or how to ask. */
import { isRemote, REMOTES, type RemoteName } from './apps.ts';

export type ReleaseCommand =
  | { kind: 'status' }
  | { kind: 'live'; remote: RemoteName }
  | { kind: 'preview'; remote: RemoteName; share: 0 }
  | { kind: 'canary'; remote: RemoteName; share: number }
  | { kind: 'share'; remote: RemoteName; share: number }
  | { kind: 'promote'; remote: RemoteName };

export const RELEASE_USAGE = `Usage:
  npm run release -- <remote>                      build it, check its contract, make it live
  npm run release -- <remote> --preview            build, check, keep it as the candidate; prints its preview link
  npm run release -- <remote> --canary <percent>   build, check, serve it to that share of returning visitors (1-99)
  npm run release -- <remote> --share <percent>    serve the candidate to another share (1-99)
  npm run release -- <remote> --promote            make the candidate live now
  npm run release -- status                        each remote's live version, candidate, share and rates
The remotes: ${REMOTES.join(', ')}.`;

/** A canary's share: a whole percent of returning visitors, some and not all (all is --promote). */
function percent(value: string | undefined, flag: string): number | string {
  if (value === undefined || !/^\d+$/.test(value)) return `${flag} needs a whole percent (1-99)`;
  const share = Number(value);
  if (share < 1 || share > 99)
    return `${flag} ${value}: a canary serves 1 to 99 percent of returning visitors (for everyone, --promote)`;
  return share;
}

export function parseReleaseArguments(args: readonly string[]): ReleaseCommand | { usage: string } {
  const fail = (why: string) => ({ usage: `${why}\n\n${RELEASE_USAGE}` });
  const [first, ...rest] = args;
  if (first === 'status') return rest.length === 0 ? { kind: 'status' } : fail(`status takes nothing more`);
  if (!first || !isRemote(first)) return fail(first ? `${first} is not a remote` : 'Which remote?');
  const remote = first;
  const [flag, value, ...extra] = rest;
  const extraAfter = (count: number) =>
    rest.length > count ? fail(`Unexpected: ${rest.slice(count).join(' ')}`) : null;
  switch (flag) {
    case undefined:
      return { kind: 'live', remote };
    case '--preview':
      return extraAfter(1) ?? { kind: 'preview', remote, share: 0 };
    case '--promote':
      return extraAfter(1) ?? { kind: 'promote', remote };
    case '--canary':
    case '--share': {
      if (extra.length > 0) return fail(`Unexpected: ${extra.join(' ')}`);
      const share = percent(value, flag);
      if (typeof share === 'string') return fail(share);
      return { kind: flag === '--canary' ? 'canary' : 'share', remote, share };
    }
    default:
      return fail(`Unknown option ${flag}`);
  }
}
