import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The import boundaries biome.json enforces in `npm run lint` (noRestrictedImports, per app): no
 * app imports another app's source (a remote never another remote or the shell, the shell no
 * remote's files, services/ neither), @club/shared only through its exports map, and valibot in
 * browser code only through @club/shared/schema (the page's one copy). Each forbidden
 * kind is a probe file in a copy of the repository's layout, linted with the repository's own
 * biome.json, and must fail; allowed imports beside them must pass, so the probes can fail. The
 * boundaries that need the resolved graph are dependency-cruiser's: dependency-boundaries.test.ts.
 */
const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const BIOME = path.join(ROOT, 'node_modules/.bin/biome');

const APPS_MESSAGE = "No app imports another app's source";
const SHARED_MESSAGE = 'Import @club/shared through its exports map';
const VALIBOT_MESSAGE = "Import valibot's functions from '@club/shared/schema'";

/** [what it is, the probe's path, what it imports, the message it must fail with (null: passes)]. */
const PROBES: ReadonlyArray<readonly [string, string, string, string | null]> = [
  [
    'a remote importing another remote',
    'mfe-content/src/features/news/probe.ts',
    '../../../../mfe-matches/src/lib/match-format.ts',
    APPS_MESSAGE,
  ],
  [
    'a remote importing the shell',
    'mfe-streaming/src/features/player/probe.tsx',
    '../../../../shell/src/app/app.tsx',
    APPS_MESSAGE,
  ],
  [
    'a remote test importing another remote',
    'mfe-account/src/probe.test.ts',
    '../../mfe-streaming/src/constants.ts',
    APPS_MESSAGE,
  ],
  [
    'the shell importing a remote',
    'shell/src/features/probe.ts',
    '../../../mfe-account/src/exposes/account-panel.tsx',
    APPS_MESSAGE,
  ],
  [
    'services/ importing the shell',
    'services/src/probe.ts',
    '../../shell/src/lib/federation/remote-manifest.ts',
    APPS_MESSAGE,
  ],
  [
    'a remote importing a file of @club/shared',
    'mfe-matches/src/probe.ts',
    '../../shared/src/stores/user.ts',
    SHARED_MESSAGE,
  ],
  [
    'the shell importing a file of @club/shared',
    'shell/src/probe.tsx',
    '../../shared/src/ui/loader.ts',
    SHARED_MESSAGE,
  ],
  [
    'a services/ test importing a file of @club/shared',
    'services/src/seed/probe.test.ts',
    '../../../shared/src/config/runtime-config.ts',
    SHARED_MESSAGE,
  ],
  [
    'a path past the exports map by the package name',
    'services/src/probe-by-name.ts',
    '@club/shared/src/contracts/seasons.ts',
    SHARED_MESSAGE,
  ],
  ['valibot itself in the shell', 'shell/src/features/probe-valibot.ts', 'valibot', VALIBOT_MESSAGE],
  ['valibot itself in a remote', 'mfe-matches/src/features/probe-valibot.ts', 'valibot', VALIBOT_MESSAGE],
  ['valibot itself in @club/shared', 'shared/src/contracts/probe-valibot.ts', 'valibot', VALIBOT_MESSAGE],
  ['an entry of @club/shared', 'mfe-content/src/features/news/allowed.ts', '@club/shared/format', null],
  ['valibot in services/ (not bundled)', 'services/src/allowed-valibot.ts', 'valibot', null],
  ['valibot in the shared schema entry', 'shared/src/schema/allowed-valibot.ts', 'valibot', null],
  ['a file of the app itself', 'mfe-content/src/features/news/allowed-local.ts', '../constants.ts', null],
  [
    'an entry of @club/shared in a services/ test',
    'services/src/allowed.test.ts',
    '@club/shared/config',
    null,
  ],
];

/** Biome's diagnostics by the file they are about. */
let diagnostics = new Map<string, string>();
let dir: string;

// Lints every probe in one biome run (seconds on a loaded machine).
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'club-import-boundaries-'));
  const config = JSON.parse(readFileSync(path.join(ROOT, 'biome.json'), 'utf8'));
  // The copy is not a git checkout: lint the probes as they are.
  writeFileSync(path.join(dir, 'biome.json'), JSON.stringify({ ...config, vcs: { enabled: false } }));
  for (const [, file, specifier] of PROBES) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(
      path.join(dir, file),
      `import { probe } from '${specifier}';\n\nexport const used = probe;\n`,
    );
  }
  const args = [
    'lint',
    '--error-on-warnings',
    '--colors=off',
    '--max-diagnostics=none',
    ...PROBES.map((p) => p[1]),
  ];
  const output = await new Promise<string>((resolve) => {
    execFile(BIOME, args, { cwd: dir }, (_error, stdout, stderr) => resolve(`${stdout}${stderr}`));
  });
  // Each diagnostic starts with `path:line:column category`.
  diagnostics = new Map();
  for (const block of output.split(/^(?=\S+:\d+:\d+ )/m)) {
    const file = block.match(/^(\S+):\d+:\d+ /)?.[1];
    if (file) diagnostics.set(file, `${diagnostics.get(file) ?? ''}${block}`);
  }
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm run lint', () => {
  it.each(PROBES.filter((p) => p[3] !== null))('fails on %s', (_kind, file, _specifier, message) => {
    const found = diagnostics.get(file) ?? '';
    expect(found, `no diagnostic for ${file}`).toContain('lint/style/noRestrictedImports');
    expect(found).toContain(message);
  });

  it.each(PROBES.filter((p) => p[3] === null))('passes %s', (_kind, file) => {
    expect(diagnostics.get(file) ?? '').toBe('');
  });
});
