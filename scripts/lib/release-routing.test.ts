import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig, REMOTE_KEYS, type RemoteKey } from '../../shared/src/config/runtime-config.ts';
import { makeLive, propose, type RemoteReleases, rollBackCandidate } from './release-records.ts';
import {
  canaryPlace,
  isVisitorId,
  newVisitorId,
  previewCookie,
  readPreviewToken,
  resolveRelease,
  signPreviewToken,
  VISITOR_COOKIE,
  versionManifestUrl,
  visitorCookieFor,
} from './release-routing.ts';

const SECRET = 'a-test-secret';
const NOW = Date.parse('2026-11-22T10:00:00Z');
const HOUR = 60 * 60 * 1000;

const template = JSON.parse(readFileSync(path.resolve('config/runtime/club.json'), 'utf8')) as object;
const live = parseRuntimeConfig({
  ...template,
  remotes: Object.fromEntries(
    REMOTE_KEYS.map((remote, n) => [remote, `http://localhost:${3001 + n}/v1/mf-manifest.json`]),
  ),
});

/** Every remote live at v1; mfe-content with `candidate` v2 at `share` percent. */
function releasesWith(share: number | null): Partial<Record<RemoteKey, RemoteReleases>> {
  const records: Partial<Record<RemoteKey, RemoteReleases>> = Object.fromEntries(
    REMOTE_KEYS.map((remote) => [remote, makeLive(undefined, 'v1', NOW - HOUR)]),
  );
  if (share !== null)
    records['mfe-content'] = propose(records['mfe-content'] as RemoteReleases, 'v2', share, NOW);
  return records;
}

const token = (claim: { remote: string; version: string; expires: number }, secret = SECRET) =>
  signPreviewToken(claim, secret);
const resolve = (cookies: Record<string, string>, share: number | null = 0) =>
  resolveRelease(live, releasesWith(share), { cookies, secret: SECRET, now: NOW });
const contentOf = (cookies: Record<string, string>, share: number | null = 0) =>
  resolve(cookies, share).versions['mfe-content'];

describe('a preview link', () => {
  const valid = token({ remote: 'mfe-content', version: 'v2', expires: NOW + HOUR });

  it("gives its browser the remote's candidate, and its manifest", () => {
    const resolution = resolve({ [previewCookie('mfe-content')]: valid });
    expect(resolution.versions['mfe-content']).toEqual({
      version: 'v2',
      cohort: 'preview',
      candidate: 'v2',
      withdrawn: [],
    });
    expect(resolution.config.remotes['mfe-content']).toBe('http://localhost:3001/v2/mf-manifest.json');
    expect(resolution.config.remotes['mfe-matches']).toBe('http://localhost:3002/v1/mf-manifest.json');
  });

  it('gives live to no cookie, a forged, an expired and a stale token, and a token for another remote', () => {
    const cookie = previewCookie('mfe-content');
    const cases = {
      none: {},
      forged: {
        [cookie]: token({ remote: 'mfe-content', version: 'v2', expires: NOW + HOUR }, 'not-our-key'),
      },
      tampered: {
        [cookie]: valid.replace(
          /^[^.]+/,
          Buffer.from('{"remote":"mfe-content","version":"v2","expires":9e15}').toString('base64url'),
        ),
      },
      garbage: { [cookie]: 'not-a-token' },
      expired: { [cookie]: token({ remote: 'mfe-content', version: 'v2', expires: NOW - 1 }) },
      stale: { [cookie]: token({ remote: 'mfe-content', version: 'v1b', expires: NOW + HOUR }) },
      elsewhere: { [cookie]: token({ remote: 'mfe-matches', version: 'v2', expires: NOW + HOUR }) },
    };
    for (const [name, cookies] of Object.entries(cases)) {
      expect(contentOf(cookies), name).toEqual({ version: 'v1', cohort: 'live', withdrawn: [] });
      expect(resolve(cookies).config.remotes['mfe-content'], name).toBe(live.remotes['mfe-content']);
    }
  });

  it('stops selecting anything once its candidate is rolled back', () => {
    const records = releasesWith(0);
    records['mfe-content'] = rollBackCandidate(
      records['mfe-content'] as RemoteReleases,
      NOW,
      'x',
    ) as RemoteReleases;
    const resolution = resolveRelease(live, records, {
      cookies: { [previewCookie('mfe-content')]: valid },
      secret: SECRET,
      now: NOW,
    });
    expect(resolution.versions['mfe-content']).toEqual({ version: 'v1', cohort: 'live', withdrawn: ['v2'] });
  });

  it('stacks with a preview of another remote', () => {
    const records = releasesWith(0);
    records['mfe-matches'] = propose(records['mfe-matches'] as RemoteReleases, 'v5', 0, NOW);
    const resolution = resolveRelease(live, records, {
      cookies: {
        [previewCookie('mfe-content')]: valid,
        [previewCookie('mfe-matches')]: token({ remote: 'mfe-matches', version: 'v5', expires: NOW + HOUR }),
      },
      secret: SECRET,
      now: NOW,
    });
    expect(resolution.versions['mfe-content']?.cohort).toBe('preview');
    expect(resolution.versions['mfe-matches']).toMatchObject({ version: 'v5', cohort: 'preview' });
  });

  it('reads back only what this deployment signed', () => {
    const claim = { remote: 'mfe-content', version: 'v2', expires: NOW + HOUR };
    expect(readPreviewToken(token(claim), SECRET, NOW)).toEqual(claim);
    expect(readPreviewToken(token(claim), 'other', NOW)).toBeNull();
    expect(readPreviewToken(`${token(claim)}.x`, SECRET, NOW)).toBeNull();
  });
});

describe('a canary', () => {
  const visitors = Array.from({ length: 400 }, () => newVisitorId());
  const cohortAt = (visitor: string, share: number) =>
    contentOf({ [VISITOR_COOKIE]: visitor }, share)?.cohort;

  it('serves the candidate to about its share of returning visitors, and tags the others with it', () => {
    const cohorts = visitors.map((visitor) => contentOf({ [VISITOR_COOKIE]: visitor }, 25));
    const inCanary = cohorts.filter((version) => version?.cohort === 'canary').length;
    expect(inCanary).toBeGreaterThan(400 * 0.15);
    expect(inCanary).toBeLessThan(400 * 0.35);
    expect(cohorts.find((version) => version?.cohort === 'live')).toEqual({
      version: 'v1',
      cohort: 'live',
      candidate: 'v2',
      withdrawn: [],
    });
  });

  it('keeps each visitor on one version, and a higher share only adds visitors', () => {
    for (const visitor of visitors) {
      expect(cohortAt(visitor, 10)).toBe(cohortAt(visitor, 10));
      if (cohortAt(visitor, 10) === 'canary') {
        expect(cohortAt(visitor, 30)).toBe('canary');
        expect(cohortAt(visitor, 70)).toBe('canary');
      }
    }
    expect(visitors.filter((visitor) => cohortAt(visitor, 0) === 'canary')).toEqual([]);
    expect(visitors.filter((visitor) => cohortAt(visitor, 100) !== 'canary')).toEqual([]);
  });

  it('draws each remote, and each candidate, apart', () => {
    const places = (remote: RemoteKey, version: string) =>
      visitors.map((id) => canaryPlace(id, remote, version) < 50);
    expect(places('mfe-content', 'v2')).not.toEqual(places('mfe-matches', 'v2'));
    expect(places('mfe-content', 'v2')).not.toEqual(places('mfe-content', 'v3'));
  });

  it('gives live, untagged, to a first request and to a visitor id the server never made', () => {
    const requests: Array<Record<string, string>> = [
      {},
      { [VISITOR_COOKIE]: 'x' },
      { [VISITOR_COOKIE]: `${'a'.repeat(30)};` },
    ];
    for (const cookies of requests) {
      expect(contentOf(cookies, 100)).toEqual({ version: 'v1', cohort: 'live', withdrawn: [] });
    }
  });
});

describe('the visitor cookie', () => {
  it('is set, HttpOnly and Lax, only when the request has no valid id', () => {
    const set = visitorCookieFor({}, { secure: false }) ?? '';
    const id = /^club_visitor=([^;]+);/.exec(set)?.[1];
    expect(isVisitorId(id)).toBe(true);
    expect(set).toContain('HttpOnly');
    expect(set).toContain('SameSite=Lax');
    expect(set).not.toContain('Secure');
    expect(visitorCookieFor({}, { secure: true })).toContain('; Secure');
    expect(visitorCookieFor({ [VISITOR_COOKIE]: id ?? '' }, { secure: false })).toBeNull();
  });
});

describe('versionManifestUrl', () => {
  it("is the version's folder beside the live one's, wherever that is", () => {
    expect(versionManifestUrl('http://localhost:3001/v1/mf-manifest.json', 'v2')).toBe(
      'http://localhost:3001/v2/mf-manifest.json',
    );
    expect(versionManifestUrl('https://cdn.example/content/v1/mf-manifest.json', 'v2')).toBe(
      'https://cdn.example/content/v2/mf-manifest.json',
    );
  });
});
