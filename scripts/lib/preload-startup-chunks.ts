/**
 * Lets the shell's index.html preload the chunks its start-up cannot do without. With Module
 * Federation's async start-up, `main.js` first loads the shared modules it consumes (React DOM, the
 * router, the stores ...: the `startup` chunk, rspack.base.ts), and only then runs: without a hint,
 * those chunks are found only once `main.js` has arrived and run, one round trip after it. They are
 * same-origin files of the shell's own build, so a preload of them never outlives a failure that
 * the page could recover from.
 */
import { type Compilation, type Compiler, HtmlRspackPlugin, type Module } from '@rspack/core';

const NAME = 'PreloadStartupChunksPlugin';
/** How Rspack names the module that consumes a shared dependency. */
const CONSUME_SHARED = 'consume shared module';

/** The script and stylesheet files of the shared chunks that an entry consumes from its own initial chunks. */
export function startupChunkFiles(compilation: Compilation, entryName: string): string[] {
  const entry = compilation.entrypoints.get(entryName);
  if (!entry) return [];
  const initialChunks = new Set(entry.chunks);
  const consumedAtStart = (module: Module | undefined): boolean => {
    if (!module?.identifier().startsWith(CONSUME_SHARED)) return false;
    return compilation.chunkGraph.getModuleChunks(module).some((chunk) => initialChunks.has(chunk));
  };
  const files = new Set<string>();
  for (const group of entry.childrenIterable) {
    if (!group.origins.some((origin) => consumedAtStart(origin.module))) continue;
    for (const file of group.getFiles()) if (file.endsWith('.js') || file.endsWith('.css')) files.add(file);
  }
  return [...files].sort();
}

/**
 * Adds `<link rel="preload">` for each start-up chunk's script and stylesheet to the entry's
 * index.html: the stylesheet is otherwise asked for only once its chunk's script has arrived.
 */
export class PreloadStartupChunksPlugin {
  constructor(private readonly entryName = 'main') {}

  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise(NAME, async (data) => {
        const publicPath = data.publicPath ?? '';
        // Scripts and stylesheets load these without a crossorigin attribute (no
        // output.crossOriginLoading), so the preloads carry none either, or the browser would
        // fetch each twice.
        const preloads = startupChunkFiles(compilation, this.entryName).map((file) => ({
          tagName: 'link',
          voidTag: true,
          attributes: {
            rel: 'preload',
            as: file.endsWith('.css') ? 'style' : 'script',
            href: `${publicPath}${file}`,
          },
        }));
        // After the stylesheet, which blocks the first paint and should not share the line with them.
        data.assetTags.styles.push(...preloads);
        return data;
      });
    });
  }
}
