/**
 * Completes what a remote's `mf-manifest.json` says an exposed module loads at once. The shell
 * preloads an expose's listed files beside the remote's entry (shell/src/lib/federation), but the
 * manifest plugin leaves out a chunk that also belongs to a shared module's fallback: the remote's
 * own valibot (its contracts are bundled per app) and its split chunks. Those were found only once the
 * entry had run and asked for them, one more round trip before every remote page's content. The
 * files listed here are exactly those the entry's loader for the expose fetches before the module
 * runs (its chunk group), so preloading them never fetches anything the page would not.
 */
import type { Compilation, Compiler } from '@rspack/core';

const NAME = 'CompleteExposeAssetsPlugin';
const MANIFEST_FILE = 'mf-manifest.json';
/** How Module Federation names the chunk group that a container entry loads for an expose. */
const EXPOSE_GROUP_PREFIX = '__federation_expose_';

type AssetList = { sync: string[]; async: string[] };
interface ManifestExpose {
  name: string;
  assets: { js: AssetList; css: AssetList };
}

/** The files of the chunk group a container entry loads for an expose (relative, no source maps). */
export interface ExposeGroup {
  /** The group's name: `__federation_expose_` and the expose's name. */
  name: string;
  files: readonly string[];
}

/**
 * The manifest with each expose's sync scripts and stylesheets completed from its chunk group. A file
 * moves from `async` to `sync` if it was listed there. Throws when an expose has no group: the
 * manifest and the build would disagree, and the shell would preload less than it should without
 * anyone noticing.
 */
export function completeExposeAssets(manifest: unknown, groups: readonly ExposeGroup[]): unknown {
  const exposes = (manifest as { exposes?: ManifestExpose[] }).exposes ?? [];
  for (const expose of exposes) {
    const groupName = `${EXPOSE_GROUP_PREFIX}${expose.name}`;
    const group = groups.find((candidate) => candidate.name === groupName);
    if (!group)
      throw new Error(`${NAME}: the build has no chunk group ${groupName} for the expose ${expose.name}`);
    for (const kind of ['js', 'css'] as const) {
      const files = group.files.filter((file) => file.endsWith(`.${kind}`));
      const assets = expose.assets[kind];
      assets.sync = [...new Set([...assets.sync, ...files])];
      assets.async = assets.async.filter((file) => !assets.sync.includes(file));
    }
  }
  return manifest;
}

function exposeGroups(compilation: Compilation): ExposeGroup[] {
  const groups: ExposeGroup[] = [];
  for (const [name, group] of compilation.namedChunkGroups) {
    if (!name.startsWith(EXPOSE_GROUP_PREFIX)) continue;
    groups.push({ name, files: group.getFiles().filter((file) => !file.endsWith('.map')) });
  }
  return groups;
}

/** Rewrites the remote's mf-manifest.json once every other plugin has emitted its assets. */
export class CompleteExposeAssetsPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const asset = compilation.getAsset(MANIFEST_FILE);
          if (!asset) throw new Error(`${NAME}: the build emitted no ${MANIFEST_FILE}`);
          const manifest = JSON.parse(asset.source.source().toString());
          const completed = completeExposeAssets(manifest, exposeGroups(compilation));
          compilation.updateAsset(MANIFEST_FILE, new sources.RawSource(JSON.stringify(completed, null, 2)));
        },
      );
    });
  }
}
