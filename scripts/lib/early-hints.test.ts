import { describe, expect, it } from 'vitest';
import type { RuntimeConfig } from '../../shared/src/config/runtime-config.ts';
import { createPageHints, earlyHintTags, withEarlyHints } from './early-hints.ts';

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
      // The header's crest, which every page paints first.
      '<link rel="preload" as="image" href="http://localhost:4000/images/112x112/fit-in/crest/northbridge-fc.png">',
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

  it("then the page's data and picture (preload) and the remote's files (prefetch, which a failure cannot poison)", () => {
    const tags = earlyHintTags(config, '/news/a', {
      files: [
        'http://localhost:3001/v2/remoteEntry.1.js',
        'http://localhost:3001/v2/a.js',
        'http://localhost:3001/v2/a.js',
      ],
      data: ['http://localhost:4000/web/v1/news/a?x=1&y=2'],
      image: { imagesrcset: 'http://i/480 480w, http://i/800 800w', imagesizes: '100vw' },
    });
    expect(tags.slice(6)).toEqual([
      '<link rel="preload" href="http://localhost:4000/web/v1/news/a?x=1&amp;y=2" as="fetch" crossorigin="anonymous">',
      '<link rel="preload" as="image" fetchpriority="high" imagesrcset="http://i/480 480w, http://i/800 800w" imagesizes="100vw">',
      '<link rel="prefetch" href="http://localhost:3001/v2/remoteEntry.1.js">',
      '<link rel="prefetch" href="http://localhost:3001/v2/a.js">',
    ]);
  });
});

describe('page hints from the live remote', () => {
  const manifest = {
    metaData: {
      globalName: 'mfe_content',
      remoteEntry: { name: 'remoteEntry.abc.js', path: '', type: 'global' },
    },
    exposes: [
      {
        name: 'routes',
        assets: { js: { sync: ['routes.1.js', 'v.2.js'] }, css: { sync: ['routes.1.css'] } },
      },
    ],
  };
  const routeHints = {
    routes: [
      {
        path: '/',
        data: [{ service: 'webApi', path: '/v1/news/search', query: { size: '5' } }],
        files: [],
        image: { pointer: '/hits/0/key', candidates: [{ width: 400, height: 400 }] },
      },
      {
        path: '/news/:slug',
        data: [{ service: 'webApi', path: '/v1/news/:slug' }],
        files: ['news-path.3.js'],
      },
    ],
  };
  const answers: Record<string, unknown> = {
    'http://localhost:3001/v2/mf-manifest.json': manifest,
    'http://localhost:3001/v2/route-hints.json': routeHints,
    'http://localhost:4000/web/v1/news/search?size=5': { hits: [{ key: 'news/lead.jpg' }] },
  };
  const fetchFrom = (table: Record<string, unknown>) => {
    const asked: string[] = [];
    const fetchJson = async (url: string) => {
      asked.push(url);
      if (!(url in table)) throw new Error(`404 ${url}`);
      return table[url];
    };
    return { asked, fetchJson };
  };

  it("name the remote's entry and its routes' files, the page's call and its picture", async () => {
    const { fetchJson } = fetchFrom(answers);
    expect(await createPageHints({ fetchJson })(config, '/')).toEqual({
      files: [
        'http://localhost:3001/v2/remoteEntry.abc.js',
        'http://localhost:3001/v2/routes.1.js',
        'http://localhost:3001/v2/v.2.js',
        'http://localhost:3001/v2/routes.1.css',
      ],
      data: ['http://localhost:4000/web/v1/news/search?size=5'],
      image: { href: 'http://localhost:4000/images/400x400/fit-in/news/lead.jpg' },
    });
  });

  it("add a page's lazy chunks, and read no answer for a page that hints no picture", async () => {
    const { fetchJson, asked } = fetchFrom(answers);
    const hints = await createPageHints({ fetchJson })(config, '/news/a-b');
    expect(hints?.files.at(-1)).toBe('http://localhost:3001/v2/news-path.3.js');
    expect(hints?.data).toEqual(['http://localhost:4000/web/v1/news/a-b']);
    expect(hints?.image).toBeUndefined();
    expect(asked).not.toContain('http://localhost:4000/web/v1/news/a-b');
  });

  it("name a page's files from the remote's manifest and route hints alone, without its data call", async () => {
    const { fetchJson, asked } = fetchFrom(answers);
    const hints = createPageHints({ fetchJson });
    expect(await hints.pageFiles(config, '/')).toEqual(
      (await createPageHints({ fetchJson: fetchFrom(answers).fetchJson })(config, '/'))?.files,
    );
    expect(await hints.pageFiles(config, '/news/a-b')).toContain('http://localhost:3001/v2/news-path.3.js');
    expect(asked).not.toContain('http://localhost:4000/web/v1/news/search?size=5');
    // The page's hints after them read the remote's files from what is kept.
    await hints(config, '/');
    expect(asked.filter((url) => url.endsWith('mf-manifest.json'))).toHaveLength(1);
    // A remote that cannot be read names none.
    expect(await createPageHints({ fetchJson: fetchFrom({}).fetchJson }).pageFiles(config, '/')).toEqual([]);
  });

  it("keep a remote's manifest and hints for a while, but read the data afresh", async () => {
    const { fetchJson, asked } = fetchFrom(answers);
    let now = 0;
    const hintsFor = createPageHints({ fetchJson, now: () => now, cacheMs: 1000 });
    await hintsFor(config, '/');
    await hintsFor(config, '/');
    expect(asked.filter((url) => url.endsWith('mf-manifest.json'))).toHaveLength(1);
    expect(asked.filter((url) => url.includes('/news/search'))).toHaveLength(2);
    now = 1001;
    await hintsFor(config, '/');
    expect(asked.filter((url) => url.endsWith('mf-manifest.json'))).toHaveLength(2);
  });

  it('leave out what cannot be read, and never fail the page', async () => {
    const noHints = fetchFrom({ 'http://localhost:3001/v2/mf-manifest.json': manifest });
    expect((await createPageHints({ fetchJson: noHints.fetchJson })(config, '/'))?.data).toEqual([]);
    const { 'http://localhost:4000/web/v1/news/search?size=5': _answer, ...withoutAnswer } = answers;
    const noAnswer = await createPageHints({ fetchJson: fetchFrom(withoutAnswer).fetchJson })(config, '/');
    expect(noAnswer?.data).toEqual(['http://localhost:4000/web/v1/news/search?size=5']);
    expect(noAnswer?.image).toBeUndefined();
    const down = fetchFrom({});
    expect(await createPageHints({ fetchJson: down.fetchJson })(config, '/')).toBeUndefined();
    const broken = fetchFrom({
      ...answers,
      'http://localhost:3001/v2/route-hints.json': { routes: [{ path: 7 }, null] },
    });
    expect((await createPageHints({ fetchJson: broken.fetchJson })(config, '/'))?.data).toEqual([]);
    const notAManifest = fetchFrom({ 'http://localhost:3001/v2/mf-manifest.json': { hello: 1 } });
    expect(await createPageHints({ fetchJson: notAManifest.fetchJson })(config, '/')).toBeUndefined();
  });

  it("name the stylesheets of the pieces a rendered page holds, from each owner's manifest of the visitor's version", async () => {
    const strip = {
      metaData: { globalName: 'mfe_matches', remoteEntry: { name: 'remoteEntry.m.js', path: '' } },
      exposes: [
        {
          name: 'NextMatchStrip',
          assets: { js: { sync: ['strip.1.js'] }, css: { sync: ['strip.1.css', 'card.2.css'] } },
        },
        { name: 'MatchdayBanner', assets: { js: { sync: ['banner.1.js'] }, css: { sync: ['card.2.css'] } } },
      ],
    };
    const matchesManifest = config.remotes['mfe-matches'];
    const { fetchJson } = fetchFrom({ ...answers, [matchesManifest]: strip });
    const { pieceStylesheets } = createPageHints({ fetchJson });
    const at = (file: string) => new URL(file, matchesManifest).href;
    expect(
      await pieceStylesheets(config, [
        { remote: 'mfe-matches', expose: 'NextMatchStrip' },
        { remote: 'mfe-matches', expose: 'MatchdayBanner' },
      ]),
    ).toEqual([at('strip.1.css'), at('card.2.css')]);
    // An owner whose manifest cannot be read adds none; the page still goes out.
    expect(await pieceStylesheets(config, [{ remote: 'mfe-streaming', expose: 'LatestVideosRail' }])).toEqual(
      [],
    );
  });
});
