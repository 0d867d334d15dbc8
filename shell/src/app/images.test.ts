import { describe, expect, it } from 'vitest';

declare global {
  interface ImportMeta {
    glob(
      pattern: string | string[],
      options: { query: '?raw'; import: 'default'; eager: true },
    ): Record<string, string>;
  }
}

// Every source file of the shell (tests aside), as text.
const sources = import.meta.glob(['../**/*.tsx', '!../**/*.test.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/**
 * Files allowed a plain <img>, each with its reason. The adverts list shows an advert's absolute
 * imageData.Location when it has no key; ServiceImage takes that as `src` now, so this can go.
 */
const PLAIN_IMAGE_ALLOWED = new Set(['../features/adverts/components/footer-advert-list.tsx']);

describe("the shell's images (spec 000 §7)", () => {
  it('are all drawn by ServiceImage, so the image library sizes them, width and height are set and below the fold they load lazily', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(10);
    const plain = Object.entries(sources)
      .filter(([file, text]) => /<img[\s>]/.test(text) && !PLAIN_IMAGE_ALLOWED.has(file))
      .map(([file]) => file);
    expect(plain).toEqual([]);
  });
});
