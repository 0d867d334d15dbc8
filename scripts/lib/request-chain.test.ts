import { describe, expect, it } from 'vitest';
import { portsAt } from './apps.ts';
import { longestRequestChain, shortRequestLabel, withoutContentHash } from './request-chain.ts';

interface Req {
  name: string;
  start: number;
  end?: number;
}
const req = (name: string, start: number, end?: number): Req => ({ name, start, end });
const names = (requests: Req[]) => requests.map((request) => request.name);

describe('longestRequestChain', () => {
  it('is empty for no requests', () => {
    expect(longestRequestChain([])).toEqual({ depth: 0, chain: [], levels: [] });
  });

  it('counts a waterfall one level per request', () => {
    const result = longestRequestChain([
      req('index.html', 0, 10),
      req('main.js', 12, 40),
      req('runtime-config.json', 45, 50),
      req('mf-manifest.json', 51, 60),
    ]);
    expect(result.depth).toBe(4);
    expect(names(result.chain)).toEqual(['index.html', 'main.js', 'runtime-config.json', 'mf-manifest.json']);
  });

  it('does not deepen the chain for requests in parallel', () => {
    const result = longestRequestChain([
      req('index.html', 0, 10),
      // Five chunks fetched at once: each started before any of the others finished.
      req('a.js', 11, 30),
      req('b.js', 11, 35),
      req('c.js', 12, 25),
      req('d.js', 13, 40),
      req('e.js', 14, 31),
    ]);
    expect(result.depth).toBe(2);
    expect(result.levels.map((level) => level.depth)).toEqual([1, 2, 2, 2, 2, 2]);
    expect(names(result.chain)).toEqual(['index.html', 'a.js']);
  });

  it('counts a request that overlaps its predecessor at the same level', () => {
    // b started while a was still loading, so it did not wait for it.
    const result = longestRequestChain([req('a', 0, 10), req('b', 5, 20)]);
    expect(result.depth).toBe(1);
  });

  it('takes the deepest finished predecessor, and among equals the one that finished last', () => {
    const result = longestRequestChain([
      req('index.html', 0, 10),
      req('main.js', 11, 30),
      req('font.woff2', 11, 14),
      req('config.json', 31, 40),
      // Depth 2 predecessors: main.js (end 30) and font (end 14); config (depth 3) ended after the start.
      req('late.js', 35, 50),
    ]);
    const late = result.levels.find((level) => level.request.name === 'late.js');
    expect(late?.depth).toBe(3);
    expect(late?.parent?.name).toBe('main.js');
    expect(result.depth).toBe(3);
    expect(names(result.chain)).toEqual(['index.html', 'main.js', 'config.json']);
  });

  it('treats a request that finished exactly when another started as its predecessor', () => {
    expect(longestRequestChain([req('a', 0, 10), req('b', 10, 12)]).depth).toBe(2);
  });

  it('never counts unfinished requests as predecessors', () => {
    const result = longestRequestChain([
      req('index.html', 0, 10),
      req('failed.js', 11),
      req('later.js', 50, 60),
    ]);
    expect(result.depth).toBe(2);
    expect(names(result.chain)).toEqual(['index.html', 'failed.js']);
  });

  it('ignores requests that started at or after the cutoff', () => {
    const requests = [req('index.html', 0, 10), req('main.js', 11, 20), req('image.jpg', 25, 30)];
    expect(longestRequestChain(requests, 25).depth).toBe(2);
    expect(longestRequestChain(requests, 26).depth).toBe(3);
    expect(longestRequestChain(requests).depth).toBe(3);
  });

  it('does not depend on the order the requests are given in', () => {
    const requests = [req('c', 20, 30), req('a', 0, 10), req('b', 10, 20), req('x', 1, 2)];
    const result = longestRequestChain(requests);
    expect(result.depth).toBe(3);
    expect(names(result.chain)).toEqual(['a', 'b', 'c']);
    expect(names(result.levels.map((level) => level.request))).toEqual(['a', 'x', 'b', 'c']);
  });

  it('reports the chain whose last request started first when several are equally deep', () => {
    const result = longestRequestChain([req('a', 0, 10), req('b', 12, 20), req('c', 11, 20)]);
    expect(names(result.chain)).toEqual(['a', 'c']);
  });
});

describe('shortRequestLabel', () => {
  it('names the document index.html, whatever the route', () => {
    expect(shortRequestLabel('http://localhost:3000/news', { isDocument: true })).toBe('index.html');
  });

  it('drops content hashes and version folders, and names the remote', () => {
    expect(shortRequestLabel('http://localhost:3000/main.d39ffce81a.js')).toBe('main.js');
    expect(shortRequestLabel('http://localhost:3000/runtime-config.json')).toBe('runtime-config.json');
    expect(shortRequestLabel('http://localhost:3001/v20261122-053151/mf-manifest.json')).toBe(
      'mfe-content/mf-manifest.json',
    );
    expect(
      shortRequestLabel('http://localhost:3003/v20261122-053151/__federation_expose_routes.f1418e8a9e.js'),
    ).toBe('mfe-streaming/__federation_expose_routes.js');
  });

  it('shows a service call as its path, without the query, and a method other than GET', () => {
    expect(shortRequestLabel('http://localhost:4000/web/v1/news/search?size=4&start=0')).toBe(
      '/web/v1/news/search',
    );
    expect(shortRequestLabel('http://localhost:4000/web/v1/news/search', { method: 'OPTIONS' })).toBe(
      'OPTIONS /web/v1/news/search',
    );
  });

  it("names the parts of a copy of the site on other ports by the copy's ports", () => {
    const ports = portsAt(100);
    expect(shortRequestLabel('http://localhost:3100/startup.3536cd1fd1.js', { ports })).toBe('startup.js');
    expect(shortRequestLabel('http://localhost:3101/v1/mf-manifest.json', { ports })).toBe(
      'mfe-content/mf-manifest.json',
    );
    expect(shortRequestLabel('http://localhost:4100/web/v1/news/search', { ports })).toBe(
      '/web/v1/news/search',
    );
    expect(shortRequestLabel('http://localhost:3000/startup.3536cd1fd1.js', { ports })).toBe(
      'localhost:3000/startup.3536cd1fd1.js',
    );
  });

  it('keeps the host of anything else', () => {
    expect(shortRequestLabel('https://cdn.example.com/lib.js')).toBe('cdn.example.com/lib.js');
  });
});

describe('withoutContentHash', () => {
  it('removes only a hash before the extension', () => {
    expect(withoutContentHash('275.909824e8a2.js')).toBe('275.js');
    expect(withoutContentHash('remoteEntry.js')).toBe('remoteEntry.js');
    expect(withoutContentHash('main.aecad08adb.css')).toBe('main.css');
  });
});
