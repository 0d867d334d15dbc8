/**
 * Writes a build's release contract (contract.ts) as `contract.json`: beside a remote's
 * `mf-manifest.json`, and in the shell's folder. What it says comes from the build itself: the
 * exposes and shared modules from the remote's manifest, the route prefixes from its `./routes`
 * table, what it mounts of other remotes and what it imports of @club/shared from the source files
 * the compilation read, the pieces' props from @club/shared/federation's `RemotePieceProps` as this
 * build compiled it, and, for the shell, the versions it provides and the values its @club/shared
 * exports.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Compiler } from '@rspack/core';
import ts from 'typescript';
import { REMOTE_PREFIXES, SLOT_EXPOSES, STREAMER_HOME } from '../../shared/src/federation/exposes.ts';
import { REMOTE_PIECES, type RemotePieceName } from '../../shared/src/federation/pieces.ts';
import { CONTRACT_FILE, type Contract, type Mount, type SharedRequirement } from './contract.ts';
import { readSharedValueNames } from './shared-api.ts';
import { RUNTIME_SHARED_CODE_ENTRIES, SHARED_PACKAGE_DIR, UNSHARED_ENTRIES } from './shared-entries.ts';

const NAME = 'ContractPlugin';
const MANIFEST_FILE = 'mf-manifest.json';
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PIECES_FILE = path.join(SHARED_PACKAGE_DIR, 'src/federation/pieces.ts');
const require = createRequire(import.meta.url);

/** What the sources of a build say it uses of the other remotes and of @club/shared. */
export interface SourceScan {
  /** Pieces mounted with `<RemotePiece piece="...">`. */
  pieces: RemotePieceName[];
  /** Slots mounted through `SLOT_EXPOSES.<slot>`. */
  slots: Array<keyof typeof SLOT_EXPOSES>;
  /** Whether the build routes path prefixes to the remotes (`REMOTE_PREFIXES`, `STREAMER_HOME`). */
  routesPrefixes: boolean;
  routesStreamerHome: boolean;
  /** The values imported from each runtime-shared entry of @club/shared. */
  sharedImports: Record<string, string[]>;
}

const RUNTIME_SHARED_NAMES = new Set(RUNTIME_SHARED_CODE_ENTRIES.map((entry) => entry.name));

/**
 * The files of @club/shared that each app bundles for itself (contracts, testing, route hints): their
 * imports of the shared entries run against the shell's copy like the app's own. Every other file
 * of @club/shared is a shared entry's code, of which the page runs the shell's copy, not this one.
 */
const UNSHARED_SOURCES = [...UNSHARED_ENTRIES].map((key) => {
  const exported = (
    JSON.parse(readFileSync(path.join(SHARED_PACKAGE_DIR, 'package.json'), 'utf8')) as {
      exports: Record<string, string>;
    }
  ).exports[key];
  const file = path.join(SHARED_PACKAGE_DIR, exported ?? key);
  return path.basename(file) === 'index.ts' ? `${path.dirname(file)}${path.sep}` : file;
});

/** Whether a file the compilation read is source this build runs as its own. */
export function isOwnSource(file: string): boolean {
  if (!/\.tsx?$/.test(file) || file.endsWith('.d.ts') || file.includes(`${path.sep}node_modules${path.sep}`))
    return false;
  if (!file.startsWith(`${ROOT}${path.sep}`)) return false;
  if (!file.startsWith(`${SHARED_PACKAGE_DIR}${path.sep}`)) return true;
  return UNSHARED_SOURCES.some((unshared) =>
    unshared.endsWith(path.sep) ? file.startsWith(unshared) : file === unshared,
  );
}

const sourceOf = (file: string) =>
  ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.ES2022,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );

/** Reads what the given source files mount and import (syntax only: quick enough for every build). */
export function scanSources(files: readonly string[]): SourceScan {
  const pieces = new Set<RemotePieceName>();
  const slots = new Set<keyof typeof SLOT_EXPOSES>();
  const imports = new Map<string, Set<string>>();
  let routesPrefixes = false;
  let routesStreamerHome = false;
  const imported = (entry: string, name: string) => {
    if (!RUNTIME_SHARED_NAMES.has(entry)) return;
    if (!imports.has(entry)) imports.set(entry, new Set());
    imports.get(entry)?.add(name);
  };

  for (const file of files) {
    const source = sourceOf(file);
    const visit = (node: ts.Node): void => {
      if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
        const entry = node.moduleSpecifier.text;
        const clause = node.importClause;
        if (clause && !clause.isTypeOnly) {
          if (clause.name) imported(entry, 'default');
          const bindings = clause.namedBindings;
          if (bindings && ts.isNamespaceImport(bindings)) imported(entry, '*');
          if (bindings && ts.isNamedImports(bindings))
            for (const element of bindings.elements)
              if (!element.isTypeOnly) imported(entry, (element.propertyName ?? element.name).text);
        }
        return;
      }
      if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
        const entry = node.moduleSpecifier.text;
        if (node.isTypeOnly) return;
        if (!node.exportClause) imported(entry, '*');
        else if (ts.isNamedExports(node.exportClause))
          for (const element of node.exportClause.elements)
            if (!element.isTypeOnly) imported(entry, (element.propertyName ?? element.name).text);
        return;
      }
      if (
        (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) &&
        node.tagName.getText(source) === 'RemotePiece'
      ) {
        const attribute = node.attributes.properties.find(
          (property): property is ts.JsxAttribute =>
            ts.isJsxAttribute(property) && property.name.getText(source) === 'piece',
        );
        const value = attribute?.initializer;
        const piece = value && ts.isStringLiteral(value) ? value.text : undefined;
        if (!piece || !(piece in REMOTE_PIECES))
          throw new Error(
            `${NAME}: ${file}: <RemotePiece piece=...> must name a piece of REMOTE_PIECES as a literal, so the release contract knows what the page mounts`,
          );
        pieces.add(piece as RemotePieceName);
      }
      if (
        ts.isPropertyAccessExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === 'SLOT_EXPOSES'
      ) {
        const slot = node.name.text;
        if (slot in SLOT_EXPOSES) slots.add(slot as keyof typeof SLOT_EXPOSES);
      }
      if (ts.isIdentifier(node) && !ts.isImportSpecifier(node.parent)) {
        if (node.text === 'REMOTE_PREFIXES') routesPrefixes = true;
        if (node.text === 'STREAMER_HOME') routesStreamerHome = true;
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return {
    pieces: [...pieces].sort(),
    slots: [...slots].sort(),
    routesPrefixes,
    routesStreamerHome,
    sharedImports: Object.fromEntries([...imports].map(([entry, names]) => [entry, [...names].sort()])),
  };
}

/** Constants of @club/shared/federation a route table may use as a key (`[STREAMER_HOME.routesKey]`). */
const ROUTE_KEY_CONSTANTS: Record<string, unknown> = { STREAMER_HOME };

function keyOf(name: ts.PropertyName, file: string): string {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)) return name.text;
  if (ts.isComputedPropertyName(name)) {
    const path = name.expression.getText().split('.');
    let value: unknown = ROUTE_KEY_CONSTANTS[path[0] ?? ''];
    for (const part of path.slice(1)) value = (value as Record<string, unknown> | undefined)?.[part];
    if (typeof value === 'string') return value;
  }
  throw new Error(
    `${NAME}: ${file}: the route table's key ${name.getText()} is neither a literal nor one of ${Object.keys(ROUTE_KEY_CONSTANTS).join(', ')}`,
  );
}

/**
 * The prefixes of the route table a remote's `./routes` exposes: the keys of the `routes` object it
 * exports, followed through `export { routes } from '...'` to where it is written.
 */
export function routePrefixesOf(exposeFile: string): string[] {
  const source = sourceOf(exposeFile);
  for (const statement of source.statements) {
    if (
      ts.isExportDeclaration(statement) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier) &&
      statement.exportClause &&
      ts.isNamedExports(statement.exportClause) &&
      statement.exportClause.elements.some((element) => element.name.text === 'routes')
    ) {
      return routePrefixesOf(path.resolve(path.dirname(exposeFile), statement.moduleSpecifier.text));
    }
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name) || declaration.name.text !== 'routes') continue;
      let table = declaration.initializer;
      while (table && (ts.isSatisfiesExpression(table) || ts.isAsExpression(table))) table = table.expression;
      if (!table || !ts.isObjectLiteralExpression(table)) break;
      return table.properties.map((property) => {
        if (!ts.isPropertyAssignment(property) && !ts.isShorthandPropertyAssignment(property))
          throw new Error(
            `${NAME}: ${exposeFile}: the route table is written as plain 'prefix: [...]' entries`,
          );
        return keyOf(property.name, exposeFile);
      });
    }
  }
  throw new Error(`${NAME}: ${exposeFile} exports no route table named routes`);
}

/**
 * A type as self-contained TypeScript text: object types written out member by member, so a type
 * recorded by one build can be compared with another build's without the sources of either.
 */
function typeText(checker: ts.TypeChecker, type: ts.Type, depth = 0): string {
  const write = (inner: ts.Type) => typeText(checker, inner, depth + 1);
  if (depth > 12) return 'unknown';
  if (type.isUnion()) return type.types.map(write).join(' | ');
  if (type.isIntersection()) return type.types.map((inner) => `(${write(inner)})`).join(' & ');
  if (!(type.flags & ts.TypeFlags.Object)) return checker.typeToString(type);
  if (checker.isArrayType(type))
    return `Array<${write(checker.getTypeArguments(type as ts.TypeReference)[0] ?? type)}>`;
  const declaration = type.getSymbol()?.declarations?.[0];
  if (declaration?.getSourceFile().fileName.includes('/node_modules/')) {
    const file = declaration.getSourceFile().fileName;
    const inPackage = file.slice(file.lastIndexOf('/node_modules/') + '/node_modules/'.length).split('/');
    const name = inPackage[0]?.startsWith('@') ? `${inPackage[0]}/${inPackage[1]}` : inPackage[0];
    const packageName = name === 'typescript' ? undefined : name?.replace(/^@types\//, '');
    const written = checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation);
    return packageName ? `import('${packageName}').${written}` : written;
  }
  const signatures = type.getCallSignatures().map((signature) => {
    const parameters = signature.parameters.map((parameter) => {
      const parameterDeclaration = parameter.valueDeclaration;
      const optional =
        parameterDeclaration && ts.isParameter(parameterDeclaration) && parameterDeclaration.questionToken;
      return `${parameter.name}${optional ? '?' : ''}: ${write(checker.getTypeOfSymbol(parameter))}`;
    });
    return `(${parameters.join(', ')}) => ${write(signature.getReturnType())}`;
  });
  const members = checker.getPropertiesOfType(type).map((property) => {
    const optional = property.flags & ts.SymbolFlags.Optional ? '?' : '';
    const name = /^[A-Za-z_$][\w$]*$/.test(property.name) ? property.name : JSON.stringify(property.name);
    return `${name}${optional}: ${write(checker.getTypeOfSymbol(property))}`;
  });
  if (members.length === 0 && signatures.length === 1) return `(${signatures[0]})`;
  return `{ ${[...signatures, ...members].join('; ')} }`;
}

/**
 * Throws unless every type `RemotePieceProps` names is declared in its own file: the props are
 * compiled without the files pieces.ts imports (under a second, against several), so a type from
 * elsewhere would be read as nothing at all.
 */
function assertSelfContained(declaration: ts.Declaration): void {
  const source = declaration.getSourceFile();
  const local = new Set(
    source.statements.flatMap((statement) =>
      ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)
        ? [statement.name.text]
        : [],
    ),
  );
  const visit = (node: ts.Node): void => {
    if (ts.isTypeReferenceNode(node)) {
      const name = node.typeName.getText(source);
      if (!local.has(name) && !['Array', 'ReadonlyArray', 'Record', 'Partial', 'Readonly'].includes(name))
        throw new Error(
          `${NAME}: RemotePieceProps uses ${name}, declared in another file: write the pieces' props with types of pieces.ts, so the release contract can record them`,
        );
    }
    ts.forEachChild(node, visit);
  };
  visit(declaration);
}

let propsTexts: Record<RemotePieceName, string> | undefined;

/** Each piece's props, as this tree's `RemotePieceProps` declares them (read once per process). */
export function piecePropsTexts(): Record<RemotePieceName, string> {
  if (propsTexts) return propsTexts;
  const program = ts.createProgram([PIECES_FILE], {
    strict: true,
    noEmit: true,
    noResolve: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2022.d.ts'],
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(PIECES_FILE);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  const props =
    moduleSymbol &&
    checker.getExportsOfModule(moduleSymbol).find((symbol) => symbol.name === 'RemotePieceProps');
  const declaration = props?.declarations?.[0];
  if (!props || !declaration) throw new Error(`${NAME}: ${PIECES_FILE} exports no RemotePieceProps`);
  assertSelfContained(declaration);
  const declared = checker.getDeclaredTypeOfSymbol(props);
  propsTexts = Object.fromEntries(
    checker
      .getPropertiesOfType(declared)
      .map((piece) => [piece.name, typeText(checker, checker.getTypeOfSymbol(piece))]),
  ) as Record<RemotePieceName, string>;
  return propsTexts;
}

/** The props a slot's component is mounted with: none (`<state.module.default />`). */
const SLOT_PROPS = '{}';

/**
 * What a build mounts of the remotes, from its sources. Only the host routes path prefixes to the
 * remotes' `./routes` (a remote names STREAMER_HOME as the key of its own table, which routes nothing).
 */
export function mountsOf(scan: SourceScan, { host }: { host: boolean }): Mount[] {
  const props = scan.pieces.length > 0 ? piecePropsTexts() : ({} as Record<RemotePieceName, string>);
  const routes: Mount[] = [];
  if (host && (scan.routesPrefixes || scan.routesStreamerHome)) {
    for (const [remote, prefixes] of Object.entries(REMOTE_PREFIXES)) {
      const routed = [
        ...(scan.routesPrefixes ? prefixes : []),
        ...(scan.routesStreamerHome && STREAMER_HOME.remote === remote ? [STREAMER_HOME.routesKey] : []),
      ];
      if (routed.length > 0) routes.push({ remote, expose: 'routes', prefixes: routed });
    }
  }
  return [
    ...routes,
    ...scan.slots.map((slot) => ({ ...SLOT_EXPOSES[slot], props: SLOT_PROPS })),
    ...scan.pieces.map((piece) => ({ ...REMOTE_PIECES[piece], props: props[piece] })),
  ];
}

/** A package's version as installed (what the build bundled). */
function installedVersion(packageName: string): string {
  let dir = path.dirname(require.resolve(packageName, { paths: [ROOT] }));
  for (;;) {
    try {
      const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (manifest.name === packageName && manifest.version) return manifest.version;
    } catch {
      // not this folder
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`${NAME}: cannot find the version of ${packageName}`);
    dir = parent;
  }
}

/** The federation runtime every app runs (the shell provides it; the remotes use it). */
const federationRuntimeVersion = () => installedVersion('@module-federation/runtime-core');

export interface ContractPluginOptions {
  app: string;
  release: string;
  /** A remote's exposes, as given to the federation plugin (`'./routes': './src/exposes/routes.ts'`). */
  exposes?: Record<string, string>;
  /** The shared modules as given to the federation plugin. */
  shared: Record<string, { singleton?: boolean; strictVersion?: boolean; version?: string }>;
}

interface ManifestShared {
  name: string;
  version: string;
  requiredVersion?: string;
  singleton?: boolean;
}

/** The shared-dependency key a module falls under (`react/jsx-runtime` under `react/`). */
const configKeyOf = (shared: ContractPluginOptions['shared'], name: string) =>
  name in shared ? name : Object.keys(shared).find((key) => key.endsWith('/') && name.startsWith(key));

export class ContractPlugin {
  constructor(private readonly options: ContractPluginOptions) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    const { app, release, exposes, shared } = this.options;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const scan = scanSources([...compilation.fileDependencies].filter(isOwnSource).sort());
          const common = {
            app,
            release,
            federationRuntime: federationRuntimeVersion(),
            mounts: mountsOf(scan, { host: !exposes }),
            sharedImports: scan.sharedImports,
          };
          let contract: Contract;
          if (!exposes) {
            const provides = Object.fromEntries(
              Object.entries(shared).map(([key, config]) => [
                key,
                config.version ?? installedVersion(key.replace(/\/$/, '')),
              ]),
            );
            contract = {
              ...common,
              exposes: {},
              routePrefixes: [],
              shared: {},
              provides,
              sharedApi: readSharedValueNames(),
            };
          } else {
            const asset = compilation.getAsset(MANIFEST_FILE);
            if (!asset) throw new Error(`${NAME}: the build emitted no ${MANIFEST_FILE}`);
            const manifest = JSON.parse(asset.source.source().toString()) as {
              exposes: Array<{ name: string }>;
              shared: ManifestShared[];
            };
            const props = piecePropsTexts();
            const exposed = Object.fromEntries(
              manifest.exposes.map(({ name }) => {
                const piece = Object.entries(REMOTE_PIECES).find(
                  ([, owner]) => owner.remote === app && owner.expose === name,
                );
                const slot = Object.values(SLOT_EXPOSES).some(
                  (owner) => owner.remote === app && owner.expose === name,
                );
                const accepted = piece ? props[piece[0] as RemotePieceName] : slot ? SLOT_PROPS : undefined;
                return [name, accepted === undefined ? {} : { props: accepted }];
              }),
            );
            const routesFile = exposes['./routes'];
            const requirements: Record<string, SharedRequirement> = Object.fromEntries(
              manifest.shared.map((module) => {
                const config = shared[configKeyOf(shared, module.name) ?? ''] ?? {};
                return [
                  module.name,
                  {
                    version: module.version,
                    ...(module.requiredVersion ? { requiredVersion: module.requiredVersion } : {}),
                    singleton: module.singleton ?? config.singleton ?? false,
                    strictVersion: config.strictVersion ?? false,
                  },
                ];
              }),
            );
            contract = {
              ...common,
              exposes: exposed,
              routePrefixes: routesFile ? routePrefixesOf(path.resolve(compiler.context, routesFile)) : [],
              shared: requirements,
            };
          }
          compilation.emitAsset(
            CONTRACT_FILE,
            new sources.RawSource(`${JSON.stringify(contract, null, 2)}\n`),
          );
        },
      );
    });
  }
}
