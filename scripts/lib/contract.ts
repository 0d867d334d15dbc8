/**
 * Release contracts: what each build says about itself (`contract.json`, beside a remote's
 * `mf-manifest.json` and in the shell's folder; written by contract-plugin.ts), and the gate that
 * refuses a remote's release when it would break what is live (docs/architecture.md "Releases").
 *
 * A release of remote R is refused, naming what breaks, when:
 * - it drops an expose, or a route prefix, that the live shell or another remote mounts of R;
 * - the live shell's copy of a shared singleton does not satisfy the version R requires of it
 *   (`satisfy`, the federation runtime's own semver);
 * - it imports, from an entry of @club/shared the shell shares, a value the live shell's copy lacks;
 * - the props a live consumer gives one of its pieces no longer fit the props it accepts (the
 *   TypeScript compiler decides, on the two types as each build recorded them);
 * - it was built with a Module Federation runtime of another minor version than the shell's, whose
 *   runtime every remote uses (`externalRuntime`, rspack.base.ts).
 */
import { satisfy } from '@module-federation/enhanced/runtime';
import ts from 'typescript';

/** What a build mounts of a remote: an expose, and for `routes` the prefixes it routes to it. */
export interface Mount {
  remote: string;
  expose: string;
  /** The props it gives the piece, as a TypeScript type (`{ team?: string }`); none for routes. */
  props?: string;
  /** For `routes`: the path prefixes the consumer sends to this remote. */
  prefixes?: string[];
}

export interface SharedRequirement {
  /** The version the build bundles as its own fallback. */
  version: string;
  requiredVersion?: string;
  singleton: boolean;
  strictVersion: boolean;
}

export interface Contract {
  /** `shell` or the remote (`mfe-content`). */
  app: string;
  /** The release label it was built as. */
  release: string;
  /** The Module Federation runtime it was built with. */
  federationRuntime: string;
  /** What a remote exposes, each with the props its component accepts (a piece's or a slot's). */
  exposes: Record<string, { props?: string }>;
  /** The route prefixes a remote's `./routes` serves. */
  routePrefixes: string[];
  /** What it mounts of other remotes. */
  mounts: Mount[];
  /** The shared modules it consumes, with the versions it requires. */
  shared: Record<string, SharedRequirement>;
  /** The values it imports from each runtime-shared entry of @club/shared. */
  sharedImports: Record<string, string[]>;
  /** The shell: the version of each shared module it provides to the remotes. */
  provides?: Record<string, string>;
  /** The shell: the values each runtime-shared entry of its @club/shared exports. */
  sharedApi?: Record<string, string[]>;
}

/** Where a build writes its contract (beside a remote's manifest; in the shell's folder). */
export const CONTRACT_FILE = 'contract.json';

/** The live builds a release is checked against. */
export interface LiveContracts {
  shell: Contract;
  /** The other remotes as live (and as their running candidates): every one that may mount this one. */
  consumers: Contract[];
}

/** Checks each pair and says why the given props do not fit the accepted ones, or null. */
export type PropsChecker = (
  pairs: ReadonlyArray<{ given: string; accepted: string }>,
) => Array<string | null>;

/** The version the shell provides of a shared module: its own key, or a subpath key (`react/`). */
function provided(provides: Record<string, string>, name: string): string | undefined {
  if (provides[name]) return provides[name];
  const prefix = Object.keys(provides).find((key) => key.endsWith('/') && name.startsWith(key));
  return prefix ? provides[prefix] : undefined;
}

const minorOf = (version: string) => version.split('.').slice(0, 2).join('.');
const who = (consumer: Contract) =>
  consumer.app === 'shell' ? 'the live shell' : `${consumer.app} ${consumer.release}`;

/**
 * Why `candidate` may not go live beside `live`: one line per thing it breaks, empty when nothing.
 * Never throws for a contract it can read.
 */
export function checkRelease(candidate: Contract, live: LiveContracts, propsFit: PropsChecker): string[] {
  const problems: string[] = [];
  const { shell } = live;
  const consumers = [shell, ...live.consumers.filter((consumer) => consumer.app !== candidate.app)];

  const propPairs: Array<{ consumer: Contract; mount: Mount; accepted: string }> = [];
  for (const consumer of consumers) {
    for (const mount of consumer.mounts.filter((each) => each.remote === candidate.app)) {
      const expose = candidate.exposes[mount.expose];
      if (!expose) {
        problems.push(`it no longer exposes ./${mount.expose}, which ${who(consumer)} mounts`);
        continue;
      }
      for (const prefix of mount.prefixes ?? []) {
        if (!candidate.routePrefixes.includes(prefix))
          problems.push(
            `its ./routes no longer serves the prefix '${prefix}', which ${who(consumer)} routes to it`,
          );
      }
      if (mount.props !== undefined && expose.props !== undefined)
        propPairs.push({ consumer, mount, accepted: expose.props });
    }
  }
  const fits = propsFit(propPairs.map(({ mount, accepted }) => ({ given: mount.props ?? '{}', accepted })));
  propPairs.forEach(({ consumer, mount, accepted }, n) => {
    const why = fits[n];
    if (why)
      problems.push(
        `./${mount.expose} no longer accepts the props ${who(consumer)} gives it (${mount.props}; it accepts ${accepted}): ${why}`,
      );
  });

  const provides = shell.provides ?? {};
  for (const [name, requirement] of Object.entries(candidate.shared)) {
    const version = provided(provides, name);
    if (!requirement.singleton || !requirement.requiredVersion || version === undefined) continue;
    if (!satisfy(version, requirement.requiredVersion))
      problems.push(
        `it requires ${name} ${requirement.requiredVersion}, and the live shell provides ${version} (a singleton: one copy on the page)`,
      );
  }

  const api = shell.sharedApi ?? {};
  for (const [entry, names] of Object.entries(candidate.sharedImports)) {
    const exported = api[entry];
    if (!exported) {
      problems.push(`it imports ${entry}, which the live shell does not provide`);
      continue;
    }
    const missing = names.filter((name) => name !== '*' && !exported.includes(name));
    if (missing.length > 0)
      problems.push(
        `it imports ${missing.join(', ')} from ${entry}, which the live shell's copy (${shell.provides?.[entry] ?? 'unknown version'}) lacks`,
      );
  }

  if (minorOf(candidate.federationRuntime) !== minorOf(shell.federationRuntime))
    problems.push(
      `it was built with the Module Federation runtime ${candidate.federationRuntime}, and the live shell provides ${shell.federationRuntime}`,
    );
  return problems;
}

const CHECK_FILE = '/__contract__/props-fit.ts';
const libraryFiles = new Map<string, ts.SourceFile>();

/**
 * Whether each given props type is assignable to the accepted one, by the TypeScript compiler
 * (strict, as the apps are built): null when it fits, else the compiler's first message.
 */
export const tsPropsFit: PropsChecker = (pairs) => {
  if (pairs.length === 0) return [];
  const lines = pairs.map(
    ({ given, accepted }, n) =>
      `declare const given${n}: ${given};\nconst accepted${n}: ${accepted} = given${n};\nvoid accepted${n};`,
  );
  const starts: number[] = [];
  let text = '';
  for (const line of lines) {
    starts.push(text.length);
    text += `${line}\n`;
  }
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2022.d.ts'],
    types: [],
    skipLibCheck: true,
  };
  const host = ts.createCompilerHost(options);
  const original = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, ...rest) => {
    if (fileName === CHECK_FILE) return ts.createSourceFile(fileName, text, languageVersion);
    // The standard library's files are the same for every check: parsed once per process.
    let parsed = libraryFiles.get(fileName);
    if (!parsed) {
      parsed = original(fileName, languageVersion, ...rest);
      if (parsed) libraryFiles.set(fileName, parsed);
    }
    return parsed;
  };
  const exists = host.fileExists.bind(host);
  host.fileExists = (fileName) => fileName === CHECK_FILE || exists(fileName);
  const program = ts.createProgram([CHECK_FILE], options, host);
  const source = program.getSourceFile(CHECK_FILE);
  const diagnostics = [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)];
  return pairs.map((_pair, n) => {
    const from = starts[n] ?? 0;
    const to = starts[n + 1] ?? text.length;
    const found = diagnostics.find(
      (diagnostic) => (diagnostic.start ?? -1) >= from && (diagnostic.start ?? -1) < to,
    );
    return found ? ts.flattenDiagnosticMessageText(found.messageText, ' ') : null;
  });
};
