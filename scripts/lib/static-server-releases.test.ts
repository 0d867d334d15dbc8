// The shell's server with release records: every response that names a version comes from one
// resolution of the request (release-routing.ts), so the config a browser fetches, the hints in
// the HTML it got and the policy that HTML runs under never disagree; and preview links work.
import { readFile, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  parseRuntimeConfig,
  REMOTE_KEYS,
  type RuntimeConfig,
} from '../../shared/src/config/runtime-config.ts';
import { makeLive, propose } from './release-records.ts';
import {
  canaryPlace,
  newVisitorId,
  PREVIEW_LEAVE_PATH,
  PREVIEW_PATH,
  previewCookie,
  signPreviewToken,
  VISITOR_COOKIE,
} from './release-routing.ts';
import { scratchDir } from './scratch-dir.ts';
import { shellSecurityHeaders } from './security-headers.ts';
import { PRIVATE_NO_CACHE, startStaticServer } from './static-server.ts';

const SECRET = 'static-server-test-secret';
const SHARE = 50;
let base = '';
let close: () => Promise<unknown> = async () => {};

const scratch = await scratchDir('club-releases-');

beforeAll(async () => {
  const root = scratch;
  await writeFile(path.join(root, 'index.html'), '<!doctype html><head><title>shell</title></head>');
  const template = JSON.parse(await readFile(path.resolve('config/runtime/club.json'), 'utf8')) as object;
  const remotes = Object.fromEntries(
    REMOTE_KEYS.map((remote, n) => [remote, `http://127.0.0.1:${3201 + n}/v1/mf-manifest.json`]),
  );
  const configFile = path.join(root, 'club.json');
  await writeFile(configFile, JSON.stringify({ ...template, remotes }));
  const now = Date.now();
  const releases = Object.fromEntries(REMOTE_KEYS.map((remote) => [remote, makeLive(undefined, 'v1', now)]));
  releases['mfe-content'] = propose(makeLive(undefined, 'v1', now), 'v2', SHARE, now);
  const releasesFile = path.join(root, 'releases.json');
  await writeFile(releasesFile, JSON.stringify(releases));
  const server = await startStaticServer({
    root,
    port: 0,
    spa: true,
    runtimeConfigFile: configFile,
    earlyHints: true,
    releases: { file: releasesFile, secret: SECRET },
  });
  base = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

/** A visitor id whose place in mfe-content's canary of v2 is (or is not) within the share. */
function visitorIn(cohort: 'canary' | 'live'): string {
  for (;;) {
    const id = newVisitorId();
    if (canaryPlace(id, 'mfe-content', 'v2') < SHARE === (cohort === 'canary')) return id;
  }
}

const cookieHeader = (cookies: Record<string, string>) =>
  Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');

async function visit(cookies: Record<string, string>, page = '/news') {
  const headers = { cookie: cookieHeader(cookies) };
  const html = await fetch(`${base}${page}`, { headers: { ...headers, accept: 'text/html' } });
  const configResponse = await fetch(`${base}/runtime-config.json`, { headers });
  const config = parseRuntimeConfig(await configResponse.json());
  return { html, body: await html.text(), configResponse, config };
}

const hintedManifest = (body: string) =>
  /<link rel="preload" href="([^"]+\/mf-manifest\.json)" as="fetch"/.exec(body)?.[1];

describe('one resolution per request', () => {
  const preview = signPreviewToken(
    { remote: 'mfe-content', version: 'v2', expires: Date.now() + 60_000 },
    SECRET,
  );
  const visitors = {
    'a first visit': { cookies: {}, version: 'v1', cohort: 'live' },
    'a returning visitor in the canary': {
      cookies: { [VISITOR_COOKIE]: visitorIn('canary') },
      version: 'v2',
      cohort: 'canary',
    },
    'a returning visitor beside it': {
      cookies: { [VISITOR_COOKIE]: visitorIn('live') },
      version: 'v1',
      cohort: 'live',
    },
    'a preview link': {
      cookies: { [previewCookie('mfe-content')]: preview },
      version: 'v2',
      cohort: 'preview',
    },
  } as const;

  for (const [who, expected] of Object.entries(visitors)) {
    it(`gives ${who} the config, the hints and the policy of the same versions`, async () => {
      const { html, body, configResponse, config } = await visit(expected.cookies);
      expect(config.versions?.['mfe-content']).toMatchObject({
        version: expected.version,
        cohort: expected.cohort,
      });
      expect(config.remotes['mfe-content']).toBe(
        `http://127.0.0.1:3201/${expected.version}/mf-manifest.json`,
      );
      expect(hintedManifest(body), 'the HTML hints the manifest the config names').toBe(
        config.remotes['mfe-content'],
      );
      const policy = shellSecurityHeaders(config as RuntimeConfig)['content-security-policy'];
      expect(
        html.headers.get('content-security-policy'),
        'the HTML runs under the policy of that config',
      ).toBe(policy);
      for (const response of [html, configResponse]) {
        expect(response.headers.get('cache-control')).toBe(PRIVATE_NO_CACHE);
        expect(response.headers.get('vary')).toContain('cookie');
      }
    });
  }

  it('gives a first visit its id with the config, not with the HTML, so the two agree', async () => {
    const { html, configResponse } = await visit({});
    expect(html.headers.get('set-cookie')).toBeNull();
    const set = configResponse.headers.get('set-cookie') ?? '';
    expect(set).toMatch(/^club_visitor=[A-Za-z0-9_-]{22,}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/);
    // A returning visitor keeps theirs.
    const again = await visit({ [VISITOR_COOKIE]: /^club_visitor=([^;]+)/.exec(set)?.[1] ?? '' });
    expect(again.configResponse.headers.get('set-cookie')).toBeNull();
  });
});

describe('a preview link', () => {
  const link = (claim: { remote: string; version: string; expires: number }, secret = SECRET) =>
    fetch(`${base}${PREVIEW_PATH}/${signPreviewToken(claim, secret)}`, { redirect: 'manual' });

  it('sets an HttpOnly cookie until it expires and opens the site', async () => {
    const expires = Date.now() + 3_600_000;
    const response = await link({ remote: 'mfe-content', version: 'v2', expires });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
    const set = response.headers.get('set-cookie') ?? '';
    expect(set).toMatch(
      /^club_preview_mfe-content=[^;]+; Path=\/; Max-Age=(3599|3600); HttpOnly; SameSite=Lax$/,
    );
  });

  it('refuses a forged or expired link, and one whose candidate has moved on, setting nothing', async () => {
    for (const [response, status] of [
      [await link({ remote: 'mfe-content', version: 'v2', expires: Date.now() + 60_000 }, 'forged'), 400],
      [await link({ remote: 'mfe-content', version: 'v2', expires: Date.now() - 1 }), 400],
      [await link({ remote: 'no-such-remote', version: 'v2', expires: Date.now() + 60_000 }), 400],
      [await link({ remote: 'mfe-content', version: 'v0', expires: Date.now() + 60_000 }), 410],
    ] as const) {
      expect(response.status).toBe(status);
      expect(response.headers.get('set-cookie')).toBeNull();
      expect(await response.text()).toMatch(/not valid|has ended/);
    }
  });

  it('is left with the banner: the cookie goes and the visitor returns to the page, never to another site', async () => {
    const leave = (back: string) =>
      fetch(`${base}${PREVIEW_LEAVE_PATH}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ remote: 'mfe-content', back }).toString(),
      });
    const response = await leave('/news?page=2');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/news?page=2');
    expect(response.headers.get('set-cookie')).toMatch(/^club_preview_mfe-content=; Path=\/; Max-Age=0;/);
    for (const elsewhere of ['//evil.example/', 'https://evil.example/', '/\\evil.example'])
      expect((await leave(elsewhere)).headers.get('location')).toBe('/');
  });
});
