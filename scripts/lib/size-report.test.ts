import { describe, expect, it } from 'vitest';
import { portsAt } from './apps.ts';
import { longestRequestChain } from './request-chain.ts';
import {
  appOfUrl,
  formatRouteReport,
  isCss,
  isJavaScript,
  type RecordedRequest,
  summarizeSizes,
} from './size-report.ts';

const request = (url: string, extra: Partial<RecordedRequest> = {}): RecordedRequest => ({
  url,
  label: url,
  method: 'GET',
  resourceType: 'Script',
  start: 0,
  end: 10,
  rawBytes: 1000,
  gzipBytes: 300,
  transferredBytes: 350,
  ...extra,
});

describe('appOfUrl', () => {
  it('knows the app by its port', () => {
    expect(appOfUrl('http://localhost:3000/main.js')).toBe('shell');
    expect(appOfUrl('http://localhost:3001/v1/remoteEntry.js')).toBe('mfe-content');
    expect(appOfUrl('http://127.0.0.1:3004/v1/remoteEntry.js')).toBe('mfe-account');
    expect(appOfUrl('http://localhost:4000/web/v1/news/search')).toBe('other');
    expect(appOfUrl('https://cdn.example.com/lib.js')).toBe('other');
  });

  it("knows the apps of a copy of the site on other ports by the copy's ports", () => {
    const moved = portsAt(100);
    expect(appOfUrl('http://localhost:3100/startup.js', moved)).toBe('shell');
    expect(appOfUrl('http://localhost:3101/v1/remoteEntry.js', moved)).toBe('mfe-content');
    expect(appOfUrl('http://localhost:3001/v1/remoteEntry.js', moved)).toBe('other');
    expect(appOfUrl('http://localhost:3105/main.js', moved)).toBe('other');
  });
});

describe('isJavaScript and isCss', () => {
  it('go by content type, or by extension when there is none', () => {
    expect(isJavaScript({ url: 'http://x/a', mimeType: 'application/javascript' })).toBe(true);
    expect(isJavaScript({ url: 'http://x/a.js?v=1' })).toBe(true);
    expect(isJavaScript({ url: 'http://x/a.json', mimeType: 'application/json' })).toBe(false);
    expect(isCss({ url: 'http://x/a', mimeType: 'text/css' })).toBe(true);
    expect(isCss({ url: 'http://x/a.css' })).toBe(true);
  });
});

describe('summarizeSizes', () => {
  it('sums JavaScript per app and CSS apart, skipping failures, preflights and other types', () => {
    const summary = summarizeSizes([
      request('http://localhost:3000/main.js'),
      request('http://localhost:3000/432.js'),
      request('http://localhost:3001/v1/remoteEntry.js'),
      request('http://localhost:3000/main.css', { resourceType: 'Stylesheet', mimeType: 'text/css' }),
      request('http://localhost:3000/broken.js', { failed: 'net::ERR_FAILED' }),
      request('http://localhost:3000/slow.js', { end: undefined }),
      request('http://localhost:4000/web/v1/news/search', { mimeType: 'application/json' }),
      request('http://localhost:4000/x.js', { method: 'OPTIONS' }),
    ]);
    expect(summary.js.byApp.shell).toEqual({
      files: 2,
      rawBytes: 2000,
      gzipBytes: 600,
      transferredBytes: 700,
    });
    expect(summary.js.byApp['mfe-content'].files).toBe(1);
    expect(summary.js.byApp.other.files).toBe(0);
    expect(summary.js.total).toEqual({ files: 3, rawBytes: 3000, gzipBytes: 900, transferredBytes: 1050 });
    expect(summary.css.total).toEqual({ files: 1, rawBytes: 1000, gzipBytes: 300, transferredBytes: 350 });
  });

  it('counts a file the early hints prefetched once, with the bytes received and the body its script read', () => {
    const summary = summarizeSizes([
      // The prefetch: bytes received, no body over the DevTools protocol.
      request('http://localhost:3001/v1/page.1.js', { resourceType: 'Other', rawBytes: 0, gzipBytes: 20 }),
      // The script, from the HTTP cache: the body, nothing received.
      request('http://localhost:3001/v1/page.1.js', { transferredBytes: 0 }),
    ]);
    expect(summary.js.byApp['mfe-content']).toEqual({
      files: 1,
      rawBytes: 1000,
      gzipBytes: 300,
      transferredBytes: 350,
    });
  });
});

describe('formatRouteReport', () => {
  it('prints the table, the totals and the chain', () => {
    const requests = [
      request('http://localhost:3000/', { label: 'index.html', end: 5 }),
      request('http://localhost:3000/main.js', { label: 'main.js', start: 6, end: 20 }),
    ];
    const text = formatRouteReport({
      route: '/',
      url: 'http://localhost:3000/',
      outcome: 'rendered',
      remote: 'mfe-content',
      timeToFirstRemoteContentMs: 123.4,
      sizes: summarizeSizes(requests),
      chain: longestRequestChain(requests),
      requests,
    });
    expect(text).toContain('first remote content (mfe-content) after 123 ms');
    // The document is not JavaScript: one file, 1000 B raw, 300 B gzip, 350 B transferred.
    expect(text).toMatch(/JS total\s+1\s+1\.0\s+0\.3\s+0\.3/);
    expect(text).toContain('Sequential requests before the first remote content: 2');
    expect(text).toContain('index.html -> main.js');
  });
});
