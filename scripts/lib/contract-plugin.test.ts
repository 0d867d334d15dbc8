import { readdirSync, statSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tsPropsFit } from './contract.ts';
import { isOwnSource, mountsOf, piecePropsTexts, routePrefixesOf, scanSources } from './contract-plugin.ts';
import { scratchDir } from './scratch-dir.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

const scratch = await scratchDir('club-contract-');

async function fixture(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(scratch, 'fixture-'));
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(dir, name), text);
  return dir;
}

describe('scanSources', () => {
  it("reads the pieces a page mounts, the slots, and the values it imports of @club/shared's shared entries", async () => {
    const dir = await fixture({
      'page.tsx': `
        import { RemotePiece, type RemotePieceProps } from '@club/shared/federation';
        import { $user } from '@club/shared/stores';
        import type { RuntimeConfig } from '@club/shared/config';
        import { seasonOf } from '@club/shared/contracts';
        export const Page = () => <><RemotePiece piece="nextMatchStrip" props={{}} /><RemotePiece piece="packagesWidget" props={{}} /></>;`,
      'slot.tsx': `
        import { SLOT_EXPOSES } from '@club/shared/federation';
        export { pageTitle } from '@club/shared/site';
        export { formatDate } from '@club/shared/format';
        const { remote, expose } = SLOT_EXPOSES.accountPanel;`,
    });
    const scan = scanSources([path.join(dir, 'page.tsx'), path.join(dir, 'slot.tsx')]);
    expect(scan.pieces).toEqual(['nextMatchStrip', 'packagesWidget']);
    expect(scan.slots).toEqual(['accountPanel']);
    // Types are not imported at runtime, and the contracts and formatters are each app's own (not shared).
    expect(scan.sharedImports).toEqual({
      '@club/shared/federation': ['RemotePiece', 'SLOT_EXPOSES'],
      '@club/shared/site': ['pageTitle'],
      '@club/shared/stores': ['$user'],
    });
  });

  it('refuses a piece it cannot name, so the contract never misses a mount', async () => {
    const dir = await fixture({
      'page.tsx': 'const Page = ({ p }) => <RemotePiece piece={p} props={{}} />;',
    });
    expect(() => scanSources([path.join(dir, 'page.tsx')])).toThrow(
      /must name a piece of REMOTE_PIECES as a literal/,
    );
  });

  it("finds what the real remotes mount of each other (mfe-content's home page)", () => {
    const scan = scanSources(sourceFiles(path.join(ROOT, 'mfe-content/src')).filter(isOwnSource));
    expect(scan.pieces).toEqual(
      expect.arrayContaining(['nextMatchStrip', 'latestVideosRail', 'matchdayBanner']),
    );
  });
});

describe('isOwnSource', () => {
  it("counts an app's files and the @club/shared files each app bundles, not a shared entry's or a package's", () => {
    expect(isOwnSource(path.join(ROOT, 'mfe-content/src/app/routes.tsx'))).toBe(true);
    expect(isOwnSource(path.join(ROOT, 'shared/src/contracts/news.ts'))).toBe(true);
    expect(isOwnSource(path.join(ROOT, 'shared/src/federation/route-hints.ts'))).toBe(true);
    expect(isOwnSource(path.join(ROOT, 'shared/src/federation/remote-piece.tsx'))).toBe(false);
    expect(isOwnSource(path.join(ROOT, 'node_modules/react/index.js'))).toBe(false);
    expect(isOwnSource(path.join(ROOT, 'types/globals.d.ts'))).toBe(false);
  });
});

describe('routePrefixesOf', () => {
  it('follows the expose to the route table and reads its keys, constants of @club/shared/federation included', async () => {
    const dir = await fixture({
      'expose.ts': "export { release, routes } from './routes.tsx';",
      'routes.tsx': `
        import { STREAMER_HOME } from '@club/shared/federation';
        export const routes: RemoteRouteTable = { videos: [], 'live': [], [STREAMER_HOME.routesKey]: [] };`,
    });
    expect(routePrefixesOf(path.join(dir, 'expose.ts'))).toEqual(['videos', 'live', 'streamer']);
  });

  it('reads the real remotes', () => {
    expect(routePrefixesOf(path.join(ROOT, 'mfe-matches/src/exposes/routes.ts')).sort()).toEqual([
      'match',
      'matches',
      'players',
      'teams',
    ]);
    expect(routePrefixesOf(path.join(ROOT, 'mfe-content/src/exposes/routes.ts'))).toEqual(['']);
  });

  it('refuses a key it cannot read', async () => {
    const dir = await fixture({ 'routes.ts': 'const key = "x"; export const routes = { [key]: [] };' });
    expect(() => routePrefixesOf(path.join(dir, 'routes.ts'))).toThrow(/neither a literal nor one of/);
  });
});

// The TypeScript compiler runs in these: seconds each on a loaded machine.
describe('piecePropsTexts', { timeout: 30_000 }, () => {
  it("writes each piece's props out whole, so another build's can be compared with them", () => {
    const props = piecePropsTexts();
    expect(props.nextMatchStrip).toBe('{ team?: undefined | string; heading?: undefined | string }');
    // Every text stands alone: each fits itself, and no piece accepts what another needs.
    const pairs = Object.values(props).map((text) => ({ given: text, accepted: text }));
    expect(tsPropsFit(pairs)).toEqual(pairs.map(() => null));
    expect(tsPropsFit([{ given: '{}', accepted: props.videoPlayer }])[0]).toMatch(/source/);
  });
});

describe('mountsOf', () => {
  const scan = { pieces: [], slots: [], routesPrefixes: true, routesStreamerHome: true, sharedImports: {} };

  it('gives the host every prefix it routes to each remote, and a remote none', () => {
    expect(mountsOf(scan, { host: true })).toContainEqual({
      remote: 'mfe-streaming',
      expose: 'routes',
      prefixes: ['videos', 'live', 'streamer'],
    });
    expect(mountsOf(scan, { host: false })).toEqual([]);
  });
});
