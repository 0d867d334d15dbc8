/**
 * What the shell reads of a remote's `mf-manifest.json` (the runtime config names each remote by
 * its manifest): where its entry is, and which files an exposed module needs before it runs. The
 * federation runtime's own manifest handling (its snapshot plugins) is left out of the build
 * (`disableSnapshot`, rspack.base.ts): it is about 1.4 KB gzip of the first load, and the shell
 * needs only this much of it.
 */

export interface RemoteManifest {
  /** remoteEntry.js, absolute. */
  entry: string;
  /** The global the entry defines (`mfe_content`). */
  globalName: string;
  /** How the entry is loaded (`global`: a script that sets the global). */
  type: string;
  /** The files an exposed module loads at once (scripts and stylesheets), absolute. */
  syncAssets: (expose: string) => { js: string[]; css: string[] };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/**
 * Reads a manifest served at `manifestUrl`. Its files are relative to it (the remotes build with
 * `publicPath: 'auto'`), so a release served from a new folder or origin needs no other setting.
 * Throws, naming what is missing, on anything that is not a remote's manifest.
 */
export function readRemoteManifest(json: unknown, manifestUrl: string): RemoteManifest {
  const metaData = isRecord(json) ? json.metaData : undefined;
  const remoteEntry = isRecord(metaData) ? metaData.remoteEntry : undefined;
  if (
    !isRecord(metaData) ||
    typeof metaData.globalName !== 'string' ||
    !isRecord(remoteEntry) ||
    typeof remoteEntry.name !== 'string'
  ) {
    throw new Error(`${manifestUrl} is not a remote's manifest (no metaData.remoteEntry or globalName)`);
  }
  const at = (file: string) => new URL(file, manifestUrl).href;
  const entryPath = typeof remoteEntry.path === 'string' && remoteEntry.path ? `${remoteEntry.path}/` : '';
  const exposes = isRecord(json) && Array.isArray(json.exposes) ? json.exposes.filter(isRecord) : [];
  return {
    entry: at(`${entryPath}${remoteEntry.name}`),
    globalName: metaData.globalName,
    type: typeof remoteEntry.type === 'string' ? remoteEntry.type : 'global',
    syncAssets: (expose) => {
      const assets = exposes.find((item) => item.name === expose)?.assets;
      const sync = (kind: 'js' | 'css') => {
        const files = isRecord(assets) ? assets[kind] : undefined;
        return strings(isRecord(files) ? files.sync : undefined).map(at);
      };
      return { js: sync('js'), css: sync('css') };
    },
  };
}
