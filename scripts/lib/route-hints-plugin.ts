/**
 * Publishes a remote's route hints (shared/src/federation/route-hints.ts) as `route-hints.json`
 * beside its `mf-manifest.json`, with each page's lazily loaded chunks named by their files, so the
 * server of the shell's index.html can ask for them with the remote's entry.
 */
import type { Compilation, Compiler } from '@rspack/core';
import {
  type PublishedRouteHint,
  ROUTE_HINTS_FILE,
  type RouteHint,
  type RouteHintsFile,
} from '../../shared/src/federation/route-hints.ts';

const NAME = 'RouteHintsPlugin';

/**
 * The hints with their chunk names resolved by `filesOf` (a named chunk group's scripts and
 * stylesheets). Throws on a chunk name the build does not have: the hint would silently fetch
 * nothing, or a page would wait for a chunk nobody asked for early.
 */
export function publishRouteHints(
  hints: readonly RouteHint[],
  filesOf: (chunkName: string) => readonly string[] | undefined,
): RouteHintsFile {
  const routes = hints.map(({ chunks = [], ...hint }): PublishedRouteHint => {
    const files = chunks.flatMap((name) => {
      const found = filesOf(name);
      if (!found)
        throw new Error(`${NAME}: ${hint.path} names the chunk ${name}, which the build does not have`);
      return found;
    });
    return { ...hint, files: [...new Set(files)] };
  });
  return { routes };
}

const chunkGroupFiles = (compilation: Compilation) => (name: string) =>
  compilation.namedChunkGroups
    .get(name)
    ?.getFiles()
    .filter((file) => file.endsWith('.js') || file.endsWith('.css'));

export class RouteHintsPlugin {
  constructor(private readonly hints: readonly RouteHint[]) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const published = publishRouteHints(this.hints, chunkGroupFiles(compilation));
          compilation.emitAsset(
            ROUTE_HINTS_FILE,
            new sources.RawSource(`${JSON.stringify(published, null, 2)}\n`),
          );
        },
      );
    });
  }
}
