import { describe, expect, it, vi } from 'vitest';
import type { RuntimeConfig } from '../../shared/src/config/runtime-config.ts';
import { earlyHintTags, manifestReader, type RemoteManifest, withEarlyHints } from './early-hints.ts';

const config = {
  services: { webApi: 'http://localhost:4000/web' },
  remotes: {
    'mfe-content': 'http://localhost:3001/v2/mf-manifest.json',
    'mfe-matches': 'http://localhost:3002/v7/mf-manifest.json',
    'mfe-streaming': 'http://cdn.example/streaming/v3/mf-manifest.json',
    'mfe-account': 'http://localhost:3004/v1/mf-manifest.json',
  },
} as unknown as RuntimeConfig;

const manifest: RemoteManifest = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { path: './AccountPanel', assets: { js: { sync: ['panel.1.js'] }, css: { sync: [] } } },
    { path: './routes', assets: { js: { sync: ['routes.2.js'] }, css: { sync: ['routes.3.css'] } } },
  ],
};

describe('early hints', () => {
  it("preconnect to the page's remote and the services, and preload its manifest in CORS mode", () => {
    expect(earlyHintTags(config, '/videos/browse')).toEqual([
      '<link rel="preconnect" href="http://cdn.example">',
      '<link rel="preconnect" href="http://cdn.example" crossorigin>',
      '<link rel="preconnect" href="http://localhost:4000" crossorigin>',
      '<link rel="preload" href="http://cdn.example/streaming/v3/mf-manifest.json" as="fetch" crossorigin="anonymous">',
    ]);
  });

  it('send a path no other remote owns to mfe-content', () => {
    expect(earlyHintTags(config, '/the-club/contact').join('')).toContain(
      'http://localhost:3001/v2/mf-manifest.json',
    );
    expect(earlyHintTags(config, '/').join('')).toContain('http://localhost:3001/v2/mf-manifest.json');
    expect(earlyHintTags(config, '/teams/lionesses').join('')).toContain(
      'http://localhost:3002/v7/mf-manifest.json',
    );
  });

  it("with the manifest, preload the remote's entry and its route chunks beside the manifest", () => {
    const tags = earlyHintTags(config, '/news', manifest);
    expect(tags.slice(4)).toEqual([
      '<link rel="preload" href="http://localhost:3001/v2/remoteEntry.js" as="script">',
      '<link rel="preload" href="http://localhost:3001/v2/routes.2.js" as="script">',
      '<link rel="preload" href="http://localhost:3001/v2/routes.3.css" as="style">',
    ]);
  });

  it('are written into the head before the title', () => {
    const html = '<html><head><meta charset="utf-8"><title>Club</title></head><body></body></html>';
    expect(withEarlyHints(html, ['<link a>', '<link b>'])).toBe(
      '<html><head><meta charset="utf-8"><link a><link b><title>Club</title></head><body></body></html>',
    );
  });

  it('read each manifest once, and give none for a remote that is down or answers nonsense', async () => {
    const fetchImpl = vi.fn(async (url: string | URL | Request) =>
      String(url).includes('3001')
        ? new Response(JSON.stringify(manifest))
        : String(url).includes('3002')
          ? new Response('<html>', { status: 200 })
          : new Response('gone', { status: 503 }),
    );
    const read = manifestReader(fetchImpl as typeof fetch);
    expect(await read('http://localhost:3001/v2/mf-manifest.json')).toEqual(manifest);
    expect(await read('http://localhost:3001/v2/mf-manifest.json')).toEqual(manifest);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(await read('http://localhost:3002/v7/mf-manifest.json')).toBeUndefined();
    expect(await read('http://localhost:3004/v1/mf-manifest.json')).toBeUndefined();
  });
});
