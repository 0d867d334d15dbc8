import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMOTE_KEYS } from '../../shared/src/config/runtime-config.ts';
import { startAgainstServer, withoutHintsOf } from './dev-against.ts';

const SITE = 'https://staging.club.test';
const DEV_MANIFEST = 'http://localhost:3001/mf-manifest.json';
const template = JSON.parse(readFileSync(path.resolve('config/runtime/club.json'), 'utf8')) as object;
const siteConfig = {
  ...template,
  remotes: Object.fromEntries(
    REMOTE_KEYS.map((remote) => [remote, `https://cdn.club.test/${remote}/v7/mf-manifest.json`]),
  ),
  versions: { 'mfe-content': { version: 'v7', cohort: 'live', withdrawn: [] } },
};
const siteHtml =
  '<!doctype html><head><link rel="preload" href="https://cdn.club.test/mfe-content/v7/mf-manifest.json" as="fetch" crossorigin="anonymous">' +
  '<link rel="preconnect" href="https://cdn.club.test"><title>Club</title></head>';

/** The other site, as this machine reaches it. */
const site = (async (url: string | URL | Request) => {
  const address = String(url);
  if (address === `${SITE}/runtime-config.json`) return Response.json(siteConfig);
  if (address === `${SITE}/news`)
    return new Response(siteHtml, {
      headers: { 'content-type': 'text/html', 'content-security-policy': "script-src 'self'" },
    });
  if (address === `${SITE}/main.0123456789.js`)
    return new Response('console.log(1)', { headers: { 'content-type': 'text/javascript' } });
  return new Response('Not found', { status: 404 });
}) as typeof fetch;

let base = '';
let close: () => Promise<unknown> = async () => {};
beforeAll(async () => {
  const server = await startAgainstServer({
    site: SITE,
    remote: 'mfe-content',
    devManifest: DEV_MANIFEST,
    port: 0,
    fetchImpl: site,
  });
  base = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

describe('npm run dev -- <remote> --against <site>', () => {
  it("serves the site's live config with the remote on its dev server, and no versions to report against", async () => {
    const config = (await (await fetch(`${base}/runtime-config.json`)).json()) as typeof siteConfig;
    expect(config.remotes['mfe-content']).toBe(DEV_MANIFEST);
    expect(config.remotes['mfe-matches']).toBe('https://cdn.club.test/mfe-matches/v7/mf-manifest.json');
    expect(config).not.toHaveProperty('versions');
  });

  it("serves the site's pages under a policy that lets the dev server in, without hints for the site's own build of it", async () => {
    const response = await fetch(`${base}/news`, { headers: { accept: 'text/html' } });
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain('ws://localhost:3001');
    expect(csp).toContain("'unsafe-eval'");
    const html = await response.text();
    expect(html).not.toContain('mfe-content/v7');
    expect(html).toContain('<link rel="preconnect" href="https://cdn.club.test">');
    expect(await (await fetch(`${base}/main.0123456789.js`)).text()).toBe('console.log(1)');
    expect((await fetch(`${base}/missing.js`)).status).toBe(404);
  });

  it('passes on nothing but reading', async () => {
    expect((await fetch(`${base}/collect/releases`, { method: 'POST', body: '[]' })).status).toBe(405);
  });
});

describe('withoutHintsOf', () => {
  it("removes only the links into the remote's live folder", () => {
    expect(withoutHintsOf(siteHtml, 'https://cdn.club.test/mfe-content/v7/mf-manifest.json')).toBe(
      '<!doctype html><head><link rel="preconnect" href="https://cdn.club.test"><title>Club</title></head>',
    );
  });
});
