import type { IconName } from '@club/shared/contracts';

/** One glyph's module, each its own chunk: its outline. Unnamed, so the chunk map carries no 74 names. */
export const loadGlyph = (name: IconName): Promise<string> =>
  import(`./glyphs/${name}.ts`).then((module: { default: string }) => module.default);
