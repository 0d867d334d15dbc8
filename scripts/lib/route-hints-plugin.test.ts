import { describe, expect, it } from 'vitest';
import { publishRouteHints } from './route-hints-plugin.ts';

describe('published route hints', () => {
  const files: Record<string, string[]> = {
    'news-path': ['news-path.1.js', 'shared.2.js', 'news-path.1.css'],
  };

  it("name a page's lazy chunks by their files and keep the rest of the hint", () => {
    const data = [{ service: 'webApi' as const, path: '/v1/news/:slug' }];
    expect(
      publishRouteHints(
        [{ path: '/news/:slug', data, chunks: ['news-path', 'news-path'] }, { path: '/' }],
        (name) => files[name],
      ),
    ).toEqual({
      routes: [
        { path: '/news/:slug', data, files: ['news-path.1.js', 'shared.2.js', 'news-path.1.css'] },
        { path: '/', files: [] },
      ],
    });
  });

  it('refuse a chunk name the build does not have', () => {
    expect(() => publishRouteHints([{ path: '/x', chunks: ['nope'] }], (name) => files[name])).toThrow(
      /nope/,
    );
  });
});
