import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The import boundaries .dependency-cruiser.cjs holds in `npm run lint` (those Biome cannot read
 * from a specifier: import-boundaries.test.ts has Biome's): no import circles, type-only ones
 * included; no feature importing another; the services' runtime never importing the seed, the
 * start-up only its one entry, the app never reaching it; scripts/ and e2e/ only through the public
 * entries of an app's or the services' package.json exports. Each probe is an import in a copy of
 * the repository's layout (its config, tsconfig and package.json files), cruised with the
 * repository's own config: a forbidden one must be reported under its rule, an allowed one must
 * resolve and be reported under none, so every probe can fail.
 */
const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const DEPCRUISE = path.join(ROOT, 'node_modules/.bin/depcruise');
/** The packages whose package.json the config reads for their public entries. */
const PACKAGES = ['shell', 'mfe-content', 'mfe-matches', 'mfe-streaming', 'mfe-account', 'services'];

interface Probe {
  /** What it is, for the test's name. */
  kind: string;
  /** The importing file (its path in the copy). */
  from: string;
  specifier: string;
  /** The file the import resolves to. */
  to: string;
  /** The rule that must report it, or null: allowed. */
  rule: string | null;
  /** A type-only import. */
  typeOnly?: boolean;
  /** For a rule on what a module reaches: the module the rule names (else `to`). */
  reports?: string;
}

const probe = (
  kind: string,
  from: string,
  specifier: string,
  to: string,
  rule: string | null,
  extra: Partial<Probe> = {},
): Probe => ({ kind, from, specifier, to, rule, ...extra });

const PROBES: Probe[] = [
  // no-circular
  probe(
    'a circle of two modules',
    'services/src/news/probe-a.ts',
    './probe-b.ts',
    'services/src/news/probe-b.ts',
    'no-circular',
  ),
  probe(
    'the way back of that circle',
    'services/src/news/probe-b.ts',
    './probe-a.ts',
    'services/src/news/probe-a.ts',
    'no-circular',
  ),
  probe(
    'a circle of type-only imports',
    'shared/src/format/probe-x.ts',
    './probe-y.ts',
    'shared/src/format/probe-y.ts',
    'no-circular',
    { typeOnly: true },
  ),
  probe(
    'the way back of the type circle',
    'shared/src/format/probe-y.ts',
    './probe-x.ts',
    'shared/src/format/probe-x.ts',
    'no-circular',
    {
      typeOnly: true,
    },
  ),
  probe(
    'an import with no way back',
    'services/src/news/probe-one-way.ts',
    './probe-leaf.ts',
    'services/src/news/probe-leaf.ts',
    null,
  ),

  // features-not-features
  probe(
    "a remote's feature importing another feature",
    'mfe-matches/src/features/teams/probe.ts',
    '../fixtures/components/probe-target.tsx',
    'mfe-matches/src/features/fixtures/components/probe-target.tsx',
    'features-not-features',
  ),
  probe(
    "a feature's test importing another feature",
    'mfe-account/src/features/packages/probe.test.tsx',
    '../account/probe-target.ts',
    'mfe-account/src/features/account/probe-target.ts',
    'features-not-features',
  ),
  probe(
    "a shell feature's type from another feature",
    'shell/src/features/search/probe.ts',
    '../navigation/probe-target.ts',
    'shell/src/features/navigation/probe-target.ts',
    'features-not-features',
    { typeOnly: true },
  ),
  probe(
    'a feature importing its own files',
    'mfe-matches/src/features/teams/probe-own.ts',
    './components/probe-sibling.ts',
    'mfe-matches/src/features/teams/components/probe-sibling.ts',
    null,
  ),
  probe(
    "a feature importing the app's lib/",
    'mfe-matches/src/features/teams/probe-lib.ts',
    '../../lib/probe-target.ts',
    'mfe-matches/src/lib/probe-target.ts',
    null,
  ),
  probe(
    "the app's routes importing a feature",
    'mfe-matches/src/app/probe.ts',
    '../features/fixtures/components/probe-target.tsx',
    'mfe-matches/src/features/fixtures/components/probe-target.tsx',
    null,
  ),

  // services-runtime-not-seeds
  probe(
    'a services runtime module importing the seed',
    'services/src/news/probe-runtime.ts',
    '../seed/probe-data.ts',
    'services/src/seed/probe-data.ts',
    'services-runtime-not-seeds',
  ),
  probe(
    "a services runtime module importing its service's *-seed.ts",
    'services/src/promos/probe.ts',
    './probe-seed.ts',
    'services/src/promos/probe-seed.ts',
    'services-runtime-not-seeds',
  ),
  probe(
    "a services runtime module importing a service's seed/ folder",
    'services/src/streamline/probe.ts',
    '../content/seed/probe-data.ts',
    'services/src/content/seed/probe-data.ts',
    'services-runtime-not-seeds',
  ),
  probe(
    'the seed importing the runtime',
    'services/src/seed/probe-builder.ts',
    '../news/probe-leaf.ts',
    'services/src/news/probe-leaf.ts',
    null,
  ),
  probe(
    'a services test importing the seed',
    'services/src/news/probe.test.ts',
    '../seed/probe-data.ts',
    'services/src/seed/probe-data.ts',
    null,
  ),

  // services-start-seeds-through-one-entry
  probe(
    'the start-up importing seedIfEmpty',
    'services/src/start.ts',
    './seed/seed.ts',
    'services/src/seed/seed.ts',
    null,
  ),
  probe(
    'the start-up importing seed data',
    'services/src/start.ts',
    './seed/accounts-seed.ts',
    'services/src/seed/accounts-seed.ts',
    'services-start-seeds-through-one-entry',
  ),

  // services-app-never-reaches-seeds
  probe(
    'the app reaching the seed through the start-up',
    'services/src/app.ts',
    './start.ts',
    'services/src/start.ts',
    'services-app-never-reaches-seeds',
    { reports: 'services/src/seed/seed.ts' },
  ),
  probe(
    'the app registering a route',
    'services/src/app.ts',
    './news/probe-leaf.ts',
    'services/src/news/probe-leaf.ts',
    null,
  ),

  // scripts-and-e2e-public-entries
  probe(
    "scripts/ importing a services' file",
    'scripts/probe.ts',
    '../services/src/account/probe-private.ts',
    'services/src/account/probe-private.ts',
    'scripts-and-e2e-public-entries',
  ),
  probe(
    "scripts/ importing the services' test helpers",
    'scripts/lib/probe.ts',
    '../../services/test/helpers.ts',
    'services/test/helpers.ts',
    'scripts-and-e2e-public-entries',
  ),
  probe(
    "e2e/ importing the shell's constants",
    'e2e/tests/probe.spec.ts',
    '../../shell/src/features/routing/constants.ts',
    'shell/src/features/routing/constants.ts',
    'scripts-and-e2e-public-entries',
  ),
  probe(
    "e2e/ importing a remote's file",
    'e2e/support/probe.ts',
    '../../mfe-streaming/src/features/player/constants.ts',
    'mfe-streaming/src/features/player/constants.ts',
    'scripts-and-e2e-public-entries',
  ),
  probe(
    'scripts/ importing a remote with no public entry',
    'scripts/probe-matches.ts',
    '../mfe-matches/src/lib/match-format.ts',
    'mfe-matches/src/lib/match-format.ts',
    'scripts-and-e2e-public-entries',
  ),
  probe(
    'scripts/ importing a public entry of the services by name',
    'scripts/probe-by-name.ts',
    '@club/services/rules',
    'services/src/rules.ts',
    null,
  ),
  probe(
    'scripts/ importing the services by name',
    'scripts/probe-main.ts',
    '@club/services',
    'services/src/public.ts',
    null,
  ),
  probe(
    "e2e/ importing a remote's public entry",
    'e2e/tests/probe-ok.spec.ts',
    '../../mfe-content/src/public.ts',
    'mfe-content/src/public.ts',
    null,
  ),
  probe(
    'e2e/ importing the PostgreSQL cluster entry',
    'e2e/support/probe-ok.ts',
    '@club/services/postgres-cluster',
    'services/test/postgres-cluster.ts',
    null,
  ),
];

interface Violation {
  type: string;
  from: string;
  to: string;
  rule: { name: string };
  cycle?: Array<{ name: string }>;
}
interface CruisedModule {
  source: string;
  dependencies: Array<{ module: string; resolved: string; couldNotResolve: boolean }>;
}

let violations: Violation[] = [];
let modules: CruisedModule[] = [];
let dir: string;

/** The probe files: each importing file with its imports, each imported file exporting what they import. */
function writeProbes(root: string): void {
  const files = new Map<string, string[]>();
  const add = (file: string, line: string) => files.set(file, [...(files.get(file) ?? []), line]);
  for (const [i, p] of PROBES.entries()) {
    add(
      p.from,
      p.typeOnly
        ? `import type { Probe as P${i} } from '${p.specifier}';\nexport type Used${i} = P${i};`
        : `import { probe as p${i} } from '${p.specifier}';\nexport const used${i} = p${i};`,
    );
    if (!files.has(p.to)) files.set(p.to, []);
  }
  for (const [file, lines] of files) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(
      path.join(root, file),
      `${lines.join('\n')}\nexport const probe = 1;\nexport type Probe = number;\n`,
    );
  }
}

// One cruise over every probe (seconds on a loaded machine).
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'club-dependency-boundaries-'));
  copyFileSync(path.join(ROOT, '.dependency-cruiser.cjs'), path.join(dir, '.dependency-cruiser.cjs'));
  copyFileSync(path.join(ROOT, 'tsconfig.json'), path.join(dir, 'tsconfig.json'));
  mkdirSync(path.join(dir, 'node_modules/@club'), { recursive: true });
  for (const name of PACKAGES) {
    mkdirSync(path.join(dir, name), { recursive: true });
    copyFileSync(path.join(ROOT, name, 'package.json'), path.join(dir, name, 'package.json'));
    // As npm links the workspaces, so a package's name resolves through its exports.
    symlinkSync(path.join(dir, name), path.join(dir, 'node_modules/@club', name));
  }
  writeProbes(dir);
  const output = await new Promise<string>((resolve, reject) => {
    execFile(
      DEPCRUISE,
      [
        '--config',
        '.dependency-cruiser.cjs',
        '--output-type',
        'json',
        'shell',
        'shared',
        'mfe-matches',
        'mfe-account',
        'services',
        'scripts',
        'e2e',
      ],
      { cwd: dir, maxBuffer: 64 * 1024 * 1024 },
      // depcruise exits with the number of errors: the output is what counts.
      (error, stdout, stderr) => (stdout ? resolve(stdout) : reject(error ?? new Error(stderr))),
    );
  });
  const result = JSON.parse(output) as { summary: { violations: Violation[] }; modules: CruisedModule[] };
  violations = result.summary.violations;
  modules = result.modules;
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The rules that report the probe's import (a circle in either direction). */
function rulesFor(p: Probe): string[] {
  const named = p.reports ?? p.to;
  return violations
    .filter(
      (v) =>
        (v.from === p.from && v.to === named) ||
        (v.type === 'cycle' && v.to === p.from && (v.cycle ?? []).some((step) => step.name === p.to)),
    )
    .map((v) => v.rule.name);
}

describe('npm run lint (dependency-cruiser)', () => {
  it.each(PROBES.map((p) => [p.kind, p] as const))('resolves the probe of %s', (_kind, p) => {
    const dependency = modules
      .find((m) => m.source === p.from)
      ?.dependencies.find((d) => d.module === p.specifier);
    expect(dependency?.couldNotResolve, `${p.from} -> ${p.specifier} did not resolve`).toBe(false);
    expect(dependency?.resolved).toBe(p.to);
  });

  it.each(PROBES.filter((p) => p.rule !== null).map((p) => [p.kind, p] as const))(
    'fails on %s',
    (_kind, p) => {
      expect(rulesFor(p)).toContain(p.rule);
    },
  );

  it.each(PROBES.filter((p) => p.rule === null).map((p) => [p.kind, p] as const))('passes %s', (_kind, p) => {
    expect(rulesFor(p)).toEqual([]);
  });
});
