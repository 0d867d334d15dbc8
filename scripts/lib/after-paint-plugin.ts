/**
 * The shell's after-paint script (shell/src/after-paint.ts), put into the shell's build as a file of
 * its own, `after-paint.<hash>.js`, and named on main.js's <script> in index.html as
 * `data-after-paint`. A server-rendered page starts with it in main.js's place (withRenderedPage in
 * scripts/lib/server-render.ts); a page the browser renders starts with main.js as before and never
 * asks for it. It is compiled alone, not as an entry of the build: every entry of the shell's build
 * carries the federation runtime (about 26 KB gzip), which this script must not wait for.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Compilation, type Compiler, HtmlRspackPlugin, sources } from '@rspack/core';
import ts from 'typescript';

import { AFTER_PAINT_ATTRIBUTE } from './server-build.ts';

const NAME = 'AfterPaintPlugin';

/**
 * `source` (a TypeScript module that imports nothing) as a classic script: its exports are kept
 * inside the script's own scope.
 */
export function classicScript(source: string, fileName = 'after-paint.ts'): { code: string; map: string } {
  const { outputText, sourceMapText } = ts.transpileModule(source, {
    fileName,
    compilerOptions: {
      module: ts.ModuleKind.CommonJS,
      target: ts.ScriptTarget.ES2020,
      removeComments: true,
      sourceMap: true,
    },
  });
  const module = outputText.replace(/\/\/# sourceMappingURL=.*\s*$/, '');
  const code = `(function (exports) {\n${module}})({});\n`;
  // The wrapper's first line comes before the module's: its map starts a line later (the `;`).
  const map = JSON.parse(sourceMapText ?? '{}') as { mappings: string };
  return { code, map: JSON.stringify({ ...map, mappings: `;${map.mappings}`, sourcesContent: [source] }) };
}

/** The script's file name, named by its content like every file of the build. */
export const afterPaintFile = (code: string) =>
  `after-paint.${createHash('sha256').update(code).digest('hex').slice(0, 10)}.js`;

export class AfterPaintPlugin {
  constructor(
    private readonly source = path.join(import.meta.dirname, '../../shell/src/after-paint.ts'),
    private readonly mainEntry = 'main',
  ) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      const source = readFileSync(this.source, 'utf8');
      const { code, map } = classicScript(source, path.relative(compiler.context, this.source));
      const file = afterPaintFile(code);
      compilation.fileDependencies.add(this.source);
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset(file, new sources.SourceMapSource(code, file, map), { immutable: true });
        },
      );
      HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise(NAME, async (data) => {
        const publicPath = data.publicPath ?? '';
        const main = compilation.entrypoints
          .get(this.mainEntry)
          ?.getFiles()
          .find((name) => name.endsWith('.js'));
        const tag = data.assetTags.scripts.find((script) => script.attributes.src === `${publicPath}${main}`);
        if (!tag)
          compilation.errors.push(new Error(`${NAME}: index.html has no <script> of ${this.mainEntry}`));
        else tag.attributes[AFTER_PAINT_ATTRIBUTE] = `${publicPath}${file}`;
        return data;
      });
    });
  }
}
