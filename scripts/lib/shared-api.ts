/**
 * The public API of @club/shared as the remotes meet it at runtime: every export of each entry the
 * shell shares (shared-entries.ts), with its signature. The package's version names that API: a
 * remote built against version X requires `^X` of the shell's copy, strictly (rspack.base.ts), so
 * the version must change whenever the API does, and by enough. `shared/public-api.json` records the
 * API of the current version; scripts/checks/shared-api-version.test.ts fails when they part, and
 * `npm run shared-api -- --write` records a new one once the version is bumped far enough.
 */
import path from 'node:path';
import ts from 'typescript';
import { RUNTIME_SHARED_CODE_ENTRIES, SHARED_PACKAGE_DIR, type SharedEntry } from './shared-entries.ts';

/** Where the API of the current version is recorded. */
export const PUBLIC_API_FILE = path.join(SHARED_PACKAGE_DIR, 'public-api.json');

/** Each entry's exports by name, each a normalised signature (`value: ...` or `type: ...`). */
export type SharedApi = Record<string, Record<string, string>>;

/** What `shared/public-api.json` holds: the API and the version it was recorded for. */
export interface SharedApiSnapshot {
  version: string;
  entries: SharedApi;
}

const FORMAT = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType;
const printer = ts.createPrinter({ removeComments: true, omitTrailingSemicolon: true });
const REPO_ROOT = path.resolve(SHARED_PACKAGE_DIR, '..');

/**
 * A signature without layout, and without where this checkout happens to be: the compiler names a
 * type out of scope by its file (`import("/home/x/repo/node_modules/nanostores/index").Atom`).
 */
const normalise = (text: string) =>
  text
    .replace(/import\("([^"]+)"\)/g, (_match, file: string) => {
      const inPackages = file.lastIndexOf('/node_modules/');
      const named =
        inPackages >= 0 ? file.slice(inPackages + '/node_modules/'.length) : path.relative(REPO_ROOT, file);
      return `import("${named}")`;
    })
    .replace(/\s+/g, ' ')
    .trim();

/** A type declaration as written, without comments or layout. */
function printed(node: ts.Node): string {
  return normalise(printer.printNode(ts.EmitHint.Unspecified, node, node.getSourceFile()));
}

/** Whether an export is of a type only (`export type { X }`): nothing of it exists at runtime. */
const isTypeOnlyExport = (symbol: ts.Symbol) =>
  (symbol.declarations ?? []).some((declaration) => ts.isTypeOnlyImportOrExportDeclaration(declaration));

/** The signature of one exported symbol, as a person would compare it. */
function signature(checker: ts.TypeChecker, symbol: ts.Symbol): string {
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  const declarations = target.declarations ?? [];
  const first = declarations[0];
  if (!first) return 'unknown';
  if (isTypeOnlyExport(symbol)) {
    const type = checker.getDeclaredTypeOfSymbol(target);
    return normalise(`type: ${checker.typeToString(type, first, FORMAT)}`);
  }
  if (target.flags & ts.SymbolFlags.Class && ts.isClassDeclaration(first)) {
    const constructors = checker
      .getSignaturesOfType(checker.getTypeOfSymbol(target), ts.SignatureKind.Construct)
      .map((each) => checker.signatureToString(each, undefined, FORMAT));
    const members = first.members
      .filter(
        (member) =>
          member.name !== undefined &&
          !ts.isPrivateIdentifier(member.name) &&
          !(ts.getCombinedModifierFlags(member) & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected)),
      )
      .map((member) => {
        const memberSymbol = member.name ? checker.getSymbolAtLocation(member.name) : undefined;
        const type = memberSymbol ? checker.getTypeOfSymbolAtLocation(memberSymbol, member) : undefined;
        return `${member.name?.getText()}: ${type ? checker.typeToString(type, member, FORMAT) : '?'}`;
      })
      .sort();
    return normalise(`value: class new ${constructors.join(' | ')} { ${members.join('; ')} }`);
  }
  if (target.flags & (ts.SymbolFlags.Function | ts.SymbolFlags.Variable | ts.SymbolFlags.Enum)) {
    const type = checker.getTypeOfSymbolAtLocation(target, first);
    const signatures = checker.getSignaturesOfType(type, ts.SignatureKind.Call);
    const text =
      target.flags & ts.SymbolFlags.Function && signatures.length > 0
        ? signatures.map((each) => checker.signatureToString(each, undefined, FORMAT)).join(' & ')
        : checker.typeToString(type, first, FORMAT);
    return normalise(`value: ${text}`);
  }
  return `type: ${declarations.map(printed).join(' ')}`;
}

/** The API of each runtime-shared entry, read by the TypeScript compiler from the sources. */
export function readSharedApi(entries: readonly SharedEntry[] = RUNTIME_SHARED_CODE_ENTRIES): SharedApi {
  const program = ts.createProgram(
    entries.map((entry) => entry.file),
    {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      jsx: ts.JsxEmit.ReactJSX,
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      allowImportingTsExtensions: true,
      resolveJsonModule: true,
      types: [],
    },
  );
  const checker = program.getTypeChecker();
  const api: SharedApi = {};
  for (const entry of entries) {
    const source = program.getSourceFile(entry.file);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) throw new Error(`${entry.name}: ${entry.file} could not be read`);
    const exports = checker
      .getExportsOfModule(moduleSymbol)
      .map((symbol) => [symbol.name, signature(checker, symbol)] as const)
      .sort(([a], [b]) => a.localeCompare(b));
    api[entry.name] = Object.fromEntries(exports);
  }
  return api;
}

/** How one API differs from another, export by export (`@club/shared/stores: $user`). */
export interface ApiDifference {
  added: string[];
  removed: string[];
  changed: string[];
}

export function compareApi(before: SharedApi, after: SharedApi): ApiDifference {
  const difference: ApiDifference = { added: [], removed: [], changed: [] };
  for (const entry of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const old = before[entry] ?? {};
    const now = after[entry] ?? {};
    for (const name of new Set([...Object.keys(old), ...Object.keys(now)])) {
      const label = `${entry}: ${name}`;
      if (!(name in now)) difference.removed.push(label);
      else if (!(name in old)) difference.added.push(label);
      else if (old[name] !== now[name]) difference.changed.push(label);
    }
  }
  return difference;
}

export type Bump = 'major' | 'minor' | 'none';

/** Whether `@club/shared/x: name` is a value (a function, a constant, a class) in `api`. */
const isValue = (api: SharedApi, label: string) => {
  const [entry = '', name = ''] = label.split(': ');
  return api[entry]?.[name]?.startsWith('value:') ?? false;
};

/**
 * The least version change a difference asks for. A remote calls the shell's copy of each value, so
 * a value removed breaks every remote built before it (major). Anything else, added or changed,
 * breaks a remote built after it that meets an older shell, which `^X.Y` keeps apart (minor). Whether
 * a changed signature also breaks callers built before (a parameter retyped, a result narrowed) is
 * more than the text can tell: that change is made major by hand. Types do not exist at runtime;
 * whether pieces' props still fit is the release contract's to check (contract.ts).
 */
export function requiredBump(
  before: SharedApi,
  after: SharedApi,
  difference = compareApi(before, after),
): Bump {
  if (difference.removed.some((label) => isValue(before, label))) return 'major';
  if (difference.added.length + difference.removed.length + difference.changed.length > 0) return 'minor';
  return 'none';
}

const parse = (version: string) => {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  if (!match) throw new Error(`${version} is not a plain major.minor.patch version`);
  return match.slice(1).map(Number) as [number, number, number];
};

/** The bump from one version to another (`2.0.0` after `1.4.2` is major). */
export function bumpBetween(from: string, to: string): Bump | 'backwards' {
  const [a, b, c] = parse(from);
  const [x, y, z] = parse(to);
  if (x !== a) return x > a ? 'major' : 'backwards';
  if (y !== b) return y > b ? 'minor' : 'backwards';
  return z >= c ? 'none' : 'backwards';
}

const RANK: Record<Bump, number> = { none: 0, minor: 1, major: 2 };

/**
 * Why `version` cannot name `api` after the recorded snapshot, or null when it can: the API changed
 * and the version did not move at least as far as the change asks.
 */
export function versionProblem(snapshot: SharedApiSnapshot, api: SharedApi, version: string): string | null {
  const difference = compareApi(snapshot.entries, api);
  const needed = requiredBump(snapshot.entries, api, difference);
  const bump = bumpBetween(snapshot.version, version);
  if (bump === 'backwards') return `the version went back from ${snapshot.version} to ${version}`;
  if (RANK[bump] >= RANK[needed]) return null;
  const listed = (label: string, items: string[]) => (items.length ? [`${label}: ${items.join(', ')}`] : []);
  return [
    `the public API of @club/shared changed, which needs a ${needed} version bump, but the version is ` +
      `${version} (recorded: ${snapshot.version})`,
    ...listed('added', difference.added),
    ...listed('removed', difference.removed),
    ...listed('changed', difference.changed),
  ].join('\n');
}

/**
 * The names each runtime-shared entry exports as values (what a remote can import and call), read
 * from the sources' syntax alone: fast enough for every build, which records them in the shell's
 * release contract. Types are left out; they do not exist at runtime. `readSharedApi` reads the same
 * names with the compiler (a test holds the two together).
 */
export function readSharedValueNames(
  entries: readonly SharedEntry[] = RUNTIME_SHARED_CODE_ENTRIES,
): Record<string, string[]> {
  const names: Record<string, string[]> = {};
  for (const entry of entries) names[entry.name] = [...valueExportsOf(entry.file, new Set())].sort();
  return names;
}

function resolveRelative(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier);
  const found = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((file) =>
    ts.sys.fileExists(file),
  );
  if (!found) throw new Error(`${from}: cannot find ${specifier}`);
  return found;
}

const hasExportModifier = (node: ts.Node) =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);

function valueExportsOf(file: string, seen: Set<string>): Set<string> {
  const names = new Set<string>();
  if (seen.has(file)) return names;
  seen.add(file);
  const text = ts.sys.readFile(file);
  if (text === undefined) throw new Error(`cannot read ${file}`);
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, false);
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement)) {
      if (statement.isTypeOnly) continue;
      const from = statement.moduleSpecifier;
      if (!statement.exportClause) {
        // `export * from './x.ts'`: everything x exports as a value.
        if (from && ts.isStringLiteral(from) && from.text.startsWith('.'))
          for (const name of valueExportsOf(resolveRelative(file, from.text), seen)) names.add(name);
        continue;
      }
      if (ts.isNamedExports(statement.exportClause))
        for (const element of statement.exportClause.elements)
          if (!element.isTypeOnly) names.add(element.name.text);
      continue;
    }
    if (!hasExportModifier(statement)) continue;
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name)) names.add(declaration.name.text);
    } else if (
      (ts.isFunctionDeclaration(statement) ||
        ts.isClassDeclaration(statement) ||
        ts.isEnumDeclaration(statement)) &&
      statement.name
    ) {
      names.add(statement.name.text);
    }
  }
  return names;
}
