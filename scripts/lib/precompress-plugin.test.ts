import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PRECOMPRESSED, precompress } from './precompress-plugin.ts';

describe('precompressed files', () => {
  it('are the same bytes, smaller, in brotli and gzip', () => {
    const text = Buffer.from(
      Array.from({ length: 400 }, (_, i) => `function f${i}(a){return a+${i}}`).join(';'),
    );
    const { br, gz } = precompress(text);
    expect(brotliDecompressSync(br).equals(text)).toBe(true);
    expect(gunzipSync(gz).equals(text)).toBe(true);
    expect(br.length).toBeLessThan(gz.length);
    expect(gz.length).toBeLessThan(text.length / 4);
  });

  it('are written for the text the browser asks for, not for source maps or pictures', () => {
    for (const name of [
      'main.1a2b3c4d5e.js',
      'a.1a2b3c4d5e.css',
      'mf-manifest.json',
      'route-hints.json',
      'index.html',
      'logo.svg',
    ])
      expect(PRECOMPRESSED.test(name), name).toBe(true);
    for (const name of ['main.1a2b3c4d5e.js.map', 'photo.jpg', 'main.js.br'])
      expect(PRECOMPRESSED.test(name), name).toBe(false);
  });
});
