import { describe, expect, it } from 'vitest';

declare global {
  interface ImportMeta {
    glob(pattern: string, options: { query: '?raw'; import: 'default'; eager: true }): Record<string, string>;
  }
}

const [indexHtml = ''] = Object.values(
  import.meta.glob('../../index.html', { query: '?raw', import: 'default', eager: true }),
);

describe("the shell's index.html (the club and the streamer site alike)", () => {
  it('marks the whole app noindex, nofollow (spec 000 §1)', () => {
    expect(indexHtml).toContain('<meta name="robots" content="noindex, nofollow" />');
  });
});
