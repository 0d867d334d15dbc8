/**
 * The import boundaries `npm run lint` holds with dependency-cruiser, where a rule needs the
 * resolved module or the whole graph (Biome's noRestrictedImports, in biome.json, holds those it can
 * read from the specifier: no app imports another app's source, @club/shared only through its
 * exports map, valibot in browser code only through @club/shared/schema).
 * scripts/checks/import-boundaries.test.ts shows each rule failing on a forbidden import and passing
 * on an allowed one; docs/architecture.md ("Import boundaries") says why each exists.
 */
const { readFileSync } = require('node:fs');
const path = require('node:path');

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The packages scripts/ and e2e/ may import only through their package.json `exports`: each
 * export's target file is a public entry (`@club/services/rules` is services/src/rules.ts ...);
 * every other file of the package is its own. A package without `exports` has no public entry.
 */
const PACKAGES_WITH_ENTRIES = [
  'shell',
  'mfe-content',
  'mfe-matches',
  'mfe-streaming',
  'mfe-account',
  'services',
];
const PUBLIC_ENTRIES = PACKAGES_WITH_ENTRIES.flatMap((dir) => {
  const { exports: entries = {} } = JSON.parse(
    readFileSync(path.join(__dirname, dir, 'package.json'), 'utf8'),
  );
  return Object.values(entries).map((target) => `^${escapeRegExp(path.posix.join(dir, target))}$`);
});

/**
 * The services' seeding: the seed/ folder, a service's own seed/ folder (content/seed/) and its
 * `*-seed.ts` files. They build the data the database starts with; the services' runtime reads
 * what the database holds.
 */
const SEEDING = '^services/src/(seed/|[^/]+/seed/|.+-seed\\.ts$)';
const TESTS = '\\.test\\.tsx?$';
/** The one start-up that seeds: startServer migrates, seeds what is empty, then listens. */
const START = '^services/src/start\\.ts$';
const SEEDING_ENTRY = '^services/src/seed/seed\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'No import circles, type-only imports included: two modules that each need the other to be read are one module, or a third (the type or value both need) is missing. Move what both use to the module that owns it.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'features-not-features',
      severity: 'error',
      comment:
        'A feature does not import another feature (tests included): what two features need lives in the app\'s api/, lib/ or components/, or in @club/shared; a page that shows another feature\'s piece gets it from there (STYLE.md, "Layout").',
      from: { path: '^(shell|mfe-[a-z]+)/src/features/([^/]+)/' },
      to: { path: '^$1/src/features/', pathNot: '^$1/src/features/$2/' },
    },
    {
      name: 'services-runtime-not-seeds',
      severity: 'error',
      comment:
        "The services' runtime reads what the database holds, never the seed data: only seeding (seed/, a service's seed/ folder, *-seed.ts) and tests import the seed. Names both need (collections, package codes, ids, rules) live in the service's own modules, and the seed imports them.",
      from: { path: '^services/src/', pathNot: [SEEDING, TESTS, START] },
      to: { path: SEEDING },
    },
    {
      name: 'services-start-seeds-through-one-entry',
      severity: 'error',
      comment:
        'The start-up seeds empty datasets before it listens (start.ts): it imports seedIfEmpty from seed/seed.ts and nothing else of the seed, so the runtime it starts holds no seed data.',
      from: { path: START },
      to: { path: SEEDING, pathNot: SEEDING_ENTRY },
    },
    {
      name: 'services-app-never-reaches-seeds',
      severity: 'error',
      comment:
        'Nothing the app serves (app.ts and every route it registers) reaches the seed, however indirectly: a module that passed seed data on to the runtime would hide it from the direct rule above.',
      from: { path: '^services/src/app\\.ts$' },
      to: { path: SEEDING, reachable: true },
    },
    {
      name: 'scripts-and-e2e-public-entries',
      severity: 'error',
      comment: `scripts/ and e2e/ use an app's or the services' public entries, the targets of its package.json exports (@club/services, @club/services/rules, @club/shell ...), never their other files: a private file moves or changes without a thought for the tools. Add a name to the package's public module, or an entry to its exports. Public now: ${PUBLIC_ENTRIES.map((entry) => entry.slice(1, -1).replaceAll('\\', '')).join(', ')}.`,
      from: { path: '^(scripts|e2e)/' },
      to: { path: '^(shell|mfe-[a-z]+|services)/', pathNot: PUBLIC_ENTRIES },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: [
        'node_modules',
        '(^|/)dist/',
        '(^|/)\\.deploy',
        '(^|/)\\.data/',
        'test-results',
        'playwright-report',
      ],
    },
    // Type-only imports count: a type circle is a circle, and a feature's types are its own.
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
