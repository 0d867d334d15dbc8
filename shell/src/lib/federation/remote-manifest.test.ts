import { describe, expect, it } from 'vitest';
import { readRemoteManifest } from './remote-manifest.ts';

const MANIFEST_URL = 'https://cdn.example/mfe-content/v7/mf-manifest.json';

const manifest = {
  metaData: {
    globalName: 'mfe_content',
    publicPath: 'auto',
    remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
  },
  exposes: [
    {
      name: 'routes',
      assets: {
        js: { sync: ['12.abc.js', '__federation_expose_routes.def.js'], async: ['icon-1.js'] },
        css: { sync: ['__federation_expose_routes.def.css'], async: [] },
      },
    },
  ],
};

describe('readRemoteManifest', () => {
  it("finds the entry and an expose's files beside the manifest, wherever it is served", () => {
    const read = readRemoteManifest(manifest, MANIFEST_URL);
    expect(read.entry).toBe('https://cdn.example/mfe-content/v7/remoteEntry.js');
    expect(read.globalName).toBe('mfe_content');
    expect(read.type).toBe('global');
    expect(read.syncAssets('routes')).toEqual({
      js: [
        'https://cdn.example/mfe-content/v7/12.abc.js',
        'https://cdn.example/mfe-content/v7/__federation_expose_routes.def.js',
      ],
      css: ['https://cdn.example/mfe-content/v7/__federation_expose_routes.def.css'],
    });
  });

  it('follows an entry in a folder of its own, and knows no files of an expose it does not list', () => {
    const inFolder = {
      ...manifest,
      metaData: {
        ...manifest.metaData,
        remoteEntry: { name: 'remoteEntry.js', path: 'entry', type: 'global' },
      },
    };
    const read = readRemoteManifest(inFolder, MANIFEST_URL);
    expect(read.entry).toBe('https://cdn.example/mfe-content/v7/entry/remoteEntry.js');
    expect(read.syncAssets('AccountPanel')).toEqual({ js: [], css: [] });
  });

  it("refuses what is not a remote's manifest, naming it", () => {
    for (const json of [null, 'html', { metaData: {} }, { metaData: { globalName: 'x' } }]) {
      expect(() => readRemoteManifest(json, MANIFEST_URL)).toThrow(
        `${MANIFEST_URL} is not a remote's manifest`,
      );
    }
  });
});
