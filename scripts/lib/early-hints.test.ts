import { describe, expect, it } from 'vitest';
import type { RuntimeConfig } from '../../shared/src/config/runtime-config.ts';
import { earlyHintTags, withEarlyHints } from './early-hints.ts';

const config = {
  services: { webApi: 'http://localhost:4000/web', images: 'http://localhost:4000/images' },
  remotes: {
    'mfe-content': 'http://localhost:3001/v2/mf-manifest.json',
    'mfe-matches': 'http://localhost:3002/v7/mf-manifest.json',
    'mfe-streaming': 'http://cdn.example/streaming/v3/mf-manifest.json',
    'mfe-account': 'http://localhost:3004/v1/mf-manifest.json',
  },
  flags: { siteVariant: 'club' },
} as unknown as RuntimeConfig;

describe('early hints', () => {
  it("preconnect to the page's remote, the services and the images, and preload its manifest in CORS mode", () => {
    expect(earlyHintTags(config, '/videos/browse')).toEqual([
      '<link rel="preconnect" href="http://cdn.example">',
      '<link rel="preconnect" href="http://cdn.example" crossorigin>',
      '<link rel="preconnect" href="http://localhost:4000" crossorigin>',
      // Pictures load without CORS, so on a connection of their own, even from the services' origin.
      '<link rel="preconnect" href="http://localhost:4000">',
      '<link rel="preload" href="http://cdn.example/streaming/v3/mf-manifest.json" as="fetch" crossorigin="anonymous">',
    ]);
  });

  it('preconnect once to an origin that serves both the remote and the pictures', () => {
    const sameOrigin = {
      ...config,
      services: { ...config.services, images: 'http://cdn.example/images' },
    } as RuntimeConfig;
    const tags = earlyHintTags(sameOrigin, '/videos');
    expect(tags.filter((tag) => tag === '<link rel="preconnect" href="http://cdn.example">')).toHaveLength(1);
  });

  it("hint mfe-streaming for the streamer site's home page", () => {
    const streamer = { ...config, flags: { ...config.flags, siteVariant: 'streamer' } } as RuntimeConfig;
    expect(earlyHintTags(streamer, '/').join('')).toContain(
      'http://cdn.example/streaming/v3/mf-manifest.json',
    );
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

  it('are written into the head before the title', () => {
    const html = '<html><head><meta charset="utf-8"><title>Club</title></head><body></body></html>';
    expect(withEarlyHints(html, ['<link a>', '<link b>'])).toBe(
      '<html><head><meta charset="utf-8"><link a><link b><title>Club</title></head><body></body></html>',
    );
  });
});
