import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { floorHtml, srcsetCandidates } from './floor-html.ts';

const PAGE = 'http://localhost:3000/news/cup-final';
const FLOOR = 'http://localhost:41234';

/** A rendered page's `documentElement.outerHTML`, as the bench takes it, with `head` and `body`. */
const rendered = (head: string, body: string) =>
  `<html lang="en" data-hydrated=""><head>${head}</head><body class="route-news">${body}</body></html>`;

const parse = (html: string) => new JSDOM(html).window.document;

describe('floorHtml', () => {
  it('leaves no script element at all, the server answers’ JSON data block included', () => {
    const floor = floorHtml(
      rendered(
        '<script defer src="/main.js"></script><script type="module">import "/x.js"</script>',
        '<div id="root"><h1>News</h1></div><script type="application/json" id="club-server-render">{"a":1}</script>',
      ),
      { pageUrl: PAGE },
    );
    expect(floor).not.toMatch(/<script/i);
    expect(floor).toContain('<h1>News</h1>');
  });

  it('drops the links that fetch for a script or a later page, and keeps style, image and font preloads', () => {
    const document = parse(
      floorHtml(
        rendered(
          [
            '<link rel="modulepreload" href="/a.js">',
            '<link rel="prefetch" href="http://localhost:3001/remoteEntry.js">',
            '<link rel="preload" as="script" href="/b.js">',
            '<link rel="preload" href="/runtime-config.json" as="fetch" crossorigin="">',
            '<link rel="preload" as="style" href="/startup.css">',
            '<link rel="preload" as="image" href="http://localhost:4000/images/crest.png" fetchpriority="high">',
            '<link rel="preload" as="font" href="/font.woff2" crossorigin="">',
            '<link rel="preconnect" href="http://localhost:4000" crossorigin="">',
            '<link rel="stylesheet" href="/main.css">',
          ].join(''),
          '',
        ),
        { pageUrl: PAGE },
      ),
    );
    expect([...document.querySelectorAll('link')].map((link) => link.getAttribute('href'))).toEqual([
      'http://localhost:3000/startup.css',
      'http://localhost:4000/images/crest.png',
      'http://localhost:3000/font.woff2',
      'http://localhost:4000/',
      'http://localhost:3000/main.css',
    ]);
  });

  it('keeps every stylesheet but those that styled nothing on the page, whose preloads go too', () => {
    const document = parse(
      floorHtml(
        rendered(
          [
            '<link rel="stylesheet" href="/main.css">',
            '<link rel="preload" as="style" href="http://localhost:3002/routes.css">',
            '<link data-rspack="mfe_matches:chunk-9091" rel="stylesheet" href="http://localhost:3002/routes.css">',
            '<link data-rspack="shell:chunk-47" rel="stylesheet" href="/47.css">',
          ].join(''),
          '',
        ),
        { pageUrl: PAGE, unusedStylesheets: ['http://localhost:3002/routes.css'] },
      ),
    );
    expect([...document.querySelectorAll('link')].map((link) => link.outerHTML)).toEqual([
      '<link rel="stylesheet" href="http://localhost:3000/main.css">',
      '<link data-rspack="shell:chunk-47" rel="stylesheet" href="http://localhost:3000/47.css">',
    ]);
  });

  it('makes every address absolute, the page’s own on the asset origin and the others as they were', () => {
    const document = parse(
      floorHtml(
        rendered(
          '<link rel="stylesheet" href="../main.css">',
          [
            '<a href="/videos">Videos</a><a href="#main-content">Skip</a>',
            '<img src="http://localhost:4000/images/400x400/a.jpg" srcset="http://localhost:4000/images/480x270/a.jpg 480w, /images/800x450/a.jpg 800w" sizes="100vw" alt="">',
            '<picture><source srcset="hero.avif" type="image/avif"><img src="hero.jpg" alt=""></picture>',
            '<video poster="/poster.jpg"></video>',
            '<img src="data:image/gif;base64,R0lGOD" alt="">',
          ].join(''),
        ),
        { pageUrl: PAGE, assetOrigin: FLOOR },
      ),
    );
    expect(document.querySelector('link')?.getAttribute('href')).toBe(`${FLOOR}/main.css`);
    const anchors = [...document.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(anchors).toEqual([`${FLOOR}/videos`, '#main-content']);
    const images = [...document.querySelectorAll('img')];
    expect(images[0]?.getAttribute('src')).toBe('http://localhost:4000/images/400x400/a.jpg');
    expect(images[0]?.getAttribute('srcset')).toBe(
      `http://localhost:4000/images/480x270/a.jpg 480w, ${FLOOR}/images/800x450/a.jpg 800w`,
    );
    expect(images[0]?.getAttribute('sizes')).toBe('100vw');
    expect(document.querySelector('source')?.getAttribute('srcset')).toBe(`${FLOOR}/news/hero.avif`);
    expect(images[1]?.getAttribute('src')).toBe(`${FLOOR}/news/hero.jpg`);
    expect(document.querySelector('video')?.getAttribute('poster')).toBe(`${FLOOR}/poster.jpg`);
    expect(images[2]?.getAttribute('src')).toBe('data:image/gif;base64,R0lGOD');
  });

  it('resolves against the page’s <base>, which then points where the addresses do', () => {
    const document = parse(
      floorHtml(rendered('<base href="/static/">', '<img src="crest.png" alt="">'), {
        pageUrl: PAGE,
        assetOrigin: FLOOR,
      }),
    );
    expect(document.querySelector('img')?.getAttribute('src')).toBe(`${FLOOR}/static/crest.png`);
    expect(document.querySelector('base')?.getAttribute('href')).toBe(`${FLOOR}/static/`);
  });

  it('keeps the page as the visitor saw it: the cookie popup, classes, CSSOM styles and attributes', () => {
    const body = [
      '<div id="root"><main><h1 class="mfe_content-x">News</h1></main>',
      '<ul class="shell-a" style="--footer-slot-count: 3;"><li>Ad</li></ul></div>',
      '<section id="cookie-notice" aria-labelledby="n"><p id="n">We use essential cookies</p><button type="button">Accept all</button></section>',
    ].join('');
    const floor = floorHtml(rendered('<meta charset="utf-8"><title>News</title>', body), { pageUrl: PAGE });
    expect(floor.startsWith('<!DOCTYPE html>\n<html lang="en" data-hydrated="">')).toBe(true);
    expect(floor).toContain(body);
    expect(floor).toContain('<body class="route-news">');
    expect(parse(floor).compatMode).toBe('CSS1Compat');
  });

  it('takes off event handler attributes, the one kind of script an element can carry', () => {
    const floor = floorHtml(rendered('', '<img src="/a.png" onload="track()" onerror="x()" alt="">'), {
      pageUrl: PAGE,
    });
    expect(floor).toContain('<img src="http://localhost:3000/a.png" alt="">');
  });
});

describe('srcsetCandidates', () => {
  it('splits on the commas between candidates, not on those inside an address', () => {
    expect(srcsetCandidates(' /a,w_100,h_50.jpg 1x,\n/b.jpg 2x , /c.jpg')).toEqual([
      { url: '/a,w_100,h_50.jpg', descriptors: '1x' },
      { url: '/b.jpg', descriptors: '2x' },
      { url: '/c.jpg', descriptors: '' },
    ]);
  });

  it('ends a candidate at a comma right after its address', () => {
    expect(srcsetCandidates('/a.jpg,/b.jpg 2x')).toEqual([{ url: '/a.jpg,/b.jpg', descriptors: '2x' }]);
    expect(srcsetCandidates('/a.jpg, /b.jpg 2x')).toEqual([
      { url: '/a.jpg', descriptors: '' },
      { url: '/b.jpg', descriptors: '2x' },
    ]);
  });
});
