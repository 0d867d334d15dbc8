import { describe, expect, it } from 'vitest';
import { type Contract, checkRelease, type LiveContracts, tsPropsFit } from './contract.ts';

const clubShared = (version: string) => ({
  version,
  requiredVersion: `^${version}`,
  singleton: true,
  strictVersion: true,
});

const shell: Contract = {
  app: 'shell',
  release: 'local',
  federationRuntime: '2.9.2',
  exposes: {},
  routePrefixes: [],
  mounts: [
    { remote: 'mfe-matches', expose: 'routes', prefixes: ['matches', 'teams'] },
    { remote: 'mfe-account', expose: 'AccountPanel', props: '{}' },
  ],
  shared: {},
  sharedImports: {},
  provides: { react: '19.3.1', 'react/': '19.3.1', '@club/shared/stores': '1.2.0' },
  sharedApi: { '@club/shared/stores': ['$user', 'openSearch'] },
};

const content: Contract = {
  ...shell,
  app: 'mfe-content',
  release: 'v5',
  provides: undefined,
  sharedApi: undefined,
  mounts: [{ remote: 'mfe-matches', expose: 'NextMatchStrip', props: '{ team?: string; heading?: string }' }],
};

/** A release of mfe-matches that keeps everything the live site mounts of it. */
const matches: Contract = {
  app: 'mfe-matches',
  release: 'v6',
  federationRuntime: '2.9.4',
  exposes: {
    routes: {},
    NextMatchStrip: { props: '{ team?: string; heading?: string; compact?: boolean }' },
  },
  routePrefixes: ['matches', 'match', 'teams', 'players'],
  mounts: [],
  shared: {
    react: { version: '19.3.1', requiredVersion: '^19.0.0', singleton: true, strictVersion: true },
    '@club/shared/stores': clubShared('1.2.0'),
  },
  sharedImports: { '@club/shared/stores': ['$user'] },
};

const live: LiveContracts = { shell, consumers: [content] };
const check = (candidate: Contract) => checkRelease(candidate, live, tsPropsFit);

// The TypeScript compiler runs in these: seconds each on a loaded machine.
describe('the release contract gate', { timeout: 30_000 }, () => {
  it('lets a release through that keeps everything the live site uses (an added optional prop included)', () => {
    expect(check(matches)).toEqual([]);
  });

  it('refuses a release that drops an expose the live shell or another remote mounts', () => {
    const { NextMatchStrip: _gone, ...exposes } = matches.exposes;
    expect(check({ ...matches, exposes })).toEqual([
      'it no longer exposes ./NextMatchStrip, which mfe-content v5 mounts',
    ]);
    expect(checkRelease({ ...content, app: 'mfe-account', exposes: {} }, live, tsPropsFit)).toEqual([
      'it no longer exposes ./AccountPanel, which the live shell mounts',
    ]);
  });

  it('refuses a release whose routes no longer serve a prefix the shell routes to it', () => {
    expect(check({ ...matches, routePrefixes: ['matches', 'match', 'players'] })).toEqual([
      "its ./routes no longer serves the prefix 'teams', which the live shell routes to it",
    ]);
  });

  it("refuses a release that requires a singleton version the live shell's copy does not satisfy", () => {
    const skewed = { ...matches, shared: { ...matches.shared, '@club/shared/stores': clubShared('1.3.0') } };
    expect(check(skewed)).toEqual([
      'it requires @club/shared/stores ^1.3.0, and the live shell provides 1.2.0 (a singleton: one copy on the page)',
    ]);
    // A subpath shared under a trailing-slash key is the shell's too.
    const newerJsx = {
      ...matches,
      shared: {
        'react/jsx-runtime': {
          version: '20.0.0',
          requiredVersion: '^20.0.0',
          singleton: true,
          strictVersion: true,
        },
      },
    };
    expect(check(newerJsx)).toEqual([
      'it requires react/jsx-runtime ^20.0.0, and the live shell provides 19.3.1 (a singleton: one copy on the page)',
    ]);
  });

  it("refuses a release that imports an @club/shared value the live shell's copy lacks", () => {
    expect(
      check({ ...matches, sharedImports: { '@club/shared/stores': ['$user', 'closeEverything'] } }),
    ).toEqual([
      "it imports closeEverything from @club/shared/stores, which the live shell's copy (1.2.0) lacks",
    ]);
    expect(check({ ...matches, sharedImports: { '@club/shared/brand-new': ['x'] } })).toEqual([
      'it imports @club/shared/brand-new, which the live shell does not provide',
    ]);
  });

  it('refuses a release whose piece no longer accepts the props a live consumer gives it', () => {
    const stricter = {
      ...matches,
      exposes: { ...matches.exposes, NextMatchStrip: { props: '{ team: string; heading?: string }' } },
    };
    const [problem, ...rest] = check(stricter);
    expect(rest).toEqual([]);
    expect(problem).toMatch(
      /^\.\/NextMatchStrip no longer accepts the props mfe-content v5 gives it \(\{ team\?: string; heading\?: string \}; it accepts \{ team: string; heading\?: string \}\): .*team/,
    );
  });

  it('refuses a release built with another minor version of the federation runtime than the shell provides', () => {
    expect(check({ ...matches, federationRuntime: '2.10.0' })).toEqual([
      'it was built with the Module Federation runtime 2.10.0, and the live shell provides 2.9.2',
    ]);
  });
});

// The TypeScript compiler runs in these: seconds each on a loaded machine.
describe('tsPropsFit', { timeout: 30_000 }, () => {
  it('lets narrower props through and says why wider ones do not fit', () => {
    const [fits, missing, wrongType] = tsPropsFit([
      {
        given: "{ source: { kind: 'video'; videoId: string }; title: string }",
        accepted:
          "{ source: { kind: 'video'; videoId: string } | { kind: 'live' }; title: string; onClose?: () => void }",
      },
      { given: '{}', accepted: '{ title: string }' },
      { given: '{ limit?: string }', accepted: '{ limit?: number }' },
    ]);
    expect(fits).toBeNull();
    expect(missing).toMatch(/title/);
    expect(wrongType).toMatch(/string.*number/);
  });
});
