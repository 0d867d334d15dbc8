import type { IconName } from './icon-names.ts';

/** One glyph's module (each its own chunk, named for the icon): its outline. */
export const loadGlyph = (name: IconName): Promise<string> =>
  import(/* webpackChunkName: "icon-[request]" */ `./glyphs/${name}.ts`).then(
    (module: { default: string }) => module.default,
  );
