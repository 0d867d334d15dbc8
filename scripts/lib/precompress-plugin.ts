/**
 * Writes each text file of a production build beside itself compressed at the strongest settings,
 * `file.br` (brotli, quality 11) and `file.gz` (gzip, level 9), for the static server to send as they
 * are (`preCompressed`). Compressing on the fly has to be quick, so it is weak: the shell's start-up
 * chunk went out as 91 KB of brotli against 78 KB at quality 11, the bytes every first visit waits for.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Compiler } from '@rspack/core';

const NAME = 'PrecompressPlugin';
/** Files worth compressing: text the browser asks for (not source maps, which only tools read). */
export const PRECOMPRESSED = /\.(?:js|css|json|html|svg)$/;
/** Below this, a compressed copy saves less than its own headers cost. */
const PRECOMPRESS_MIN_BYTES = 1024;

/** A file's brotli and gzip forms at their strongest settings. */
export function precompress(content: Buffer): { br: Buffer; gz: Buffer } {
  return {
    br: brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gz: gzipSync(content, { level: constants.Z_BEST_COMPRESSION }),
  };
}

export class PrecompressPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // After every other plugin has written its files (the manifests and route hints at REPORT).
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT + 100 },
        () => {
          for (const asset of compilation.getAssets()) {
            if (!PRECOMPRESSED.test(asset.name)) continue;
            const content = Buffer.from(asset.source.buffer());
            if (content.length < PRECOMPRESS_MIN_BYTES) continue;
            const { br, gz } = precompress(content);
            compilation.emitAsset(`${asset.name}.br`, new sources.RawSource(br));
            compilation.emitAsset(`${asset.name}.gz`, new sources.RawSource(gz));
          }
        },
      );
    });
  }
}
