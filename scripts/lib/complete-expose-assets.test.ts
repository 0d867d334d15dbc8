import { describe, expect, it } from 'vitest';
import { completeExposeAssets } from './complete-expose-assets.ts';

const manifest = () => ({
  exposes: [
    {
      name: 'routes',
      assets: {
        js: { sync: ['__federation_expose_routes.1.js'], async: ['valibot.2.js', 'page.3.js'] },
        css: { sync: [], async: ['page.3.css'] },
      },
    },
  ],
});

describe("a remote manifest's expose assets", () => {
  it('list every file the entry loads for the expose before it runs, once, and no longer as async', () => {
    const completed = completeExposeAssets(manifest(), [
      { name: '__federation_expose_other', files: ['other.9.js'] },
      {
        name: '__federation_expose_routes',
        files: ['valibot.2.js', '__federation_expose_routes.1.js', '__federation_expose_routes.1.css'],
      },
    ]) as ReturnType<typeof manifest>;
    const [routes] = completed.exposes;
    expect(routes?.assets.js.sync).toEqual(['__federation_expose_routes.1.js', 'valibot.2.js']);
    expect(routes?.assets.js.async).toEqual(['page.3.js']);
    expect(routes?.assets.css.sync).toEqual(['__federation_expose_routes.1.css']);
    expect(routes?.assets.css.async).toEqual(['page.3.css']);
  });

  it('refuse an expose the build has no chunk group for', () => {
    expect(() => completeExposeAssets(manifest(), [])).toThrow(/__federation_expose_routes/);
  });
});
