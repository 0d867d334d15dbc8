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

describe("the shell's images (spec 000 §7)", () => {
  it('are all drawn by ServiceImage, so the image library sizes them, width and height are set and below the fold they load lazily', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(10);
    const plain = Object.entries(sources)
      .filter(([, text]) => /<img[\s>]/.test(text))
      .map(([file]) => file);
    expect(plain).toEqual([]);
  });
});
