import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { STYLE_SOURCES } from '@club/mfe-streaming/csp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRuntimeConfig, type RuntimeConfig } from '../../shared/src/config/runtime-config.ts';
import { scratchDir } from './scratch-dir.ts';
import {
  PERMISSIONS_POLICY,
  RESOURCE_CSP,
  serializeCsp,
  shellCspDirectives,
  shellSecurityHeaders,
} from './security-headers.ts';
import { startStaticServer } from './static-server.ts';

const template = async () =>
  JSON.parse(await readFile(path.resolve('config/runtime/club.json'), 'utf8')) as Record<string, unknown>;

const REMOTES = {
  'mfe-content': 'http://localhost:3001/v1/mf-manifest.json',
  'mfe-matches': 'http://localhost:3002/v1/mf-manifest.json',
  'mfe-streaming': 'https://player.cdn.example/v7/mf-manifest.json',
  'mfe-account': 'http://localhost:3004/v1/mf-manifest.json',
};

const configWith = async (remotes: Record<string, string>): Promise<RuntimeConfig> =>
  parseRuntimeConfig({ ...(await template()), remotes });

/** The sources of one directive in a serialized policy. */
const sources = (csp: string, directive: string): string[] | undefined =>
  csp
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === directive)
    ?.slice(1);

describe("the shell's Content-Security-Policy", () => {
  it('lets scripts and styles come only from the shell and the live remotes, never inline or eval, but the inline styles a remote names by hash', async () => {
    const csp = serializeCsp(shellCspDirectives(await configWith(REMOTES)));
    expect(sources(csp, 'script-src')).toEqual([
      "'self'",
      'http://localhost:3001',
      'http://localhost:3002',
      'https://player.cdn.example',
      'http://localhost:3004',
    ]);
    // Styles from the same places, and the players' media-chrome controls' shadow-root styles,
    // each by its hash (mfe-streaming's statement).
    expect(sources(csp, 'style-src')).toEqual([...(sources(csp, 'script-src') ?? []), ...STYLE_SOURCES]);
    expect(STYLE_SOURCES.length).toBeGreaterThan(0);
    for (const hashed of STYLE_SOURCES) expect(hashed).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes|\*/);
  });

  it("reaches the services only by the runtime config's origins, the streams socket included", async () => {
    const config = parseRuntimeConfig({
      ...(await template()),
      remotes: REMOTES,
      services: {
        ...((await template()).services as object),
        images: 'https://img.example/images',
        streams: 'https://streams.example/streams',
      },
    });
    const csp = serializeCsp(shellCspDirectives(config));
    // Pictures from the images service, and the seek bar's storyboard from the media service.
    expect(sources(csp, 'img-src')).toEqual([
      "'self'",
      'data:',
      'https://img.example',
      'http://localhost:4000',
    ]);
    // Exactly the shell, the remotes (manifests), the services and the streams socket.
    expect(sources(csp, 'connect-src')).toEqual([
      "'self'",
      'http://localhost:3001',
      'http://localhost:3002',
      'https://player.cdn.example',
      'http://localhost:3004',
      'http://localhost:4000',
      'https://streams.example',
      'https://img.example',
      'wss://streams.example',
    ]);
    expect(sources(csp, 'worker-src')).toEqual(["'self'", 'blob:']);
    expect(sources(csp, 'media-src')).toEqual([
      "'self'",
      'blob:',
      'http://localhost:4000',
      'https://streams.example',
    ]);
    // The site frames nothing, and forms go only to itself, the account site and the payments.
    expect(sources(csp, 'frame-src')).toEqual(["'none'"]);
    expect(sources(csp, 'form-action')).toEqual(["'self'", 'http://localhost:4000']);
    expect(sources(csp, 'default-src')).toEqual(["'self'"]);
  });

  it('refuses framing, plugins and <base>, and reports to the collect service', async () => {
    const headers = shellSecurityHeaders(await configWith(REMOTES));
    const csp = headers['content-security-policy'] ?? '';
    expect(sources(csp, 'frame-ancestors')).toEqual(["'none'"]);
    expect(sources(csp, 'object-src')).toEqual(["'none'"]);
    expect(sources(csp, 'base-uri')).toEqual(["'none'"]);
    expect(sources(csp, 'report-uri')).toEqual(['http://localhost:4000/collect/csp-reports']);
    expect(sources(csp, 'report-to')).toEqual(['csp']);
    expect(headers['reporting-endpoints']).toBe('csp="http://localhost:4000/collect/csp-reports"');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('allows eval only for a development build', async () => {
    const config = await configWith(REMOTES);
    expect(
      sources(serializeCsp(shellCspDirectives(config, { developmentBuild: true })), 'script-src'),
    ).toContain("'unsafe-eval'");
  });

  it("lets a development build reach the remotes' hot-reload sockets, and only a development build", async () => {
    const config = await configWith(REMOTES);
    const development = sources(
      serializeCsp(shellCspDirectives(config, { developmentBuild: true })),
      'connect-src',
    );
    expect(development).toEqual(
      expect.arrayContaining(['ws://localhost:3001', 'ws://localhost:3004', 'wss://player.cdn.example']),
    );
    const production = sources(serializeCsp(shellCspDirectives(config)), 'connect-src') ?? [];
    expect(production.filter((source) => source.startsWith('ws'))).toEqual(['ws://localhost:4000']);
  });
});

describe('Permissions-Policy', () => {
  it("allows the players' features for this origin and turns the powerful rest off", () => {
    for (const feature of ['fullscreen', 'picture-in-picture', 'encrypted-media', 'autoplay']) {
      expect(PERMISSIONS_POLICY).toContain(`${feature}=(self)`);
    }
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(PERMISSIONS_POLICY).toContain(`${feature}=()`);
    }
  });
});

const scratch = await scratchDir('club-headers-');

describe('the static servers send the headers', () => {
  let root = '';
  let configFile = '';
  let shellBase = '';
  let remoteBase = '';
  const closers: Array<() => Promise<unknown>> = [];

  beforeAll(async () => {
    root = await mkdtemp(path.join(scratch, 'site-'));
    await writeFile(path.join(root, 'index.html'), '<!doctype html><head><title>shell</title></head>');
    await writeFile(path.join(root, 'remoteEntry.js'), 'console.log(1);');
    configFile = path.join(root, 'club.json');
    await writeFile(configFile, JSON.stringify({ ...(await template()), remotes: REMOTES }));
    const shell = await startStaticServer({ root, port: 0, spa: true, runtimeConfigFile: configFile });
    const remote = await startStaticServer({ root, port: 0, cors: true });
    shellBase = `http://127.0.0.1:${(shell.server.address() as AddressInfo).port}`;
    remoteBase = `http://127.0.0.1:${(remote.server.address() as AddressInfo).port}`;
    closers.push(
      () => shell.close(),
      () => remote.close(),
    );
  });
  afterAll(() => Promise.all(closers.map((close) => close())));

  it('allows a remote at its new origin as soon as a release rewrites the runtime config', async () => {
    const before = await fetch(`${shellBase}/news`, { headers: { accept: 'text/html' } });
    expect(sources(before.headers.get('content-security-policy') ?? '', 'script-src')).toContain(
      'https://player.cdn.example',
    );
    await writeFile(
      configFile,
      JSON.stringify({
        ...(await template()),
        remotes: { ...REMOTES, 'mfe-streaming': 'https://videos.example:8443/v8/mf-manifest.json' },
      }),
    );
    const after = await fetch(`${shellBase}/videos`, { headers: { accept: 'text/html' } });
    const scripts = sources(after.headers.get('content-security-policy') ?? '', 'script-src');
    expect(scripts).toContain('https://videos.example:8443');
    expect(scripts).not.toContain('https://player.cdn.example');
  });

  it('falls back to this origin alone when the runtime config is broken', async () => {
    await writeFile(configFile, '{"remotes": {}}');
    const response = await fetch(`${shellBase}/`, { headers: { accept: 'text/html' } });
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(sources(csp, 'default-src')).toEqual(["'self'"]);
    expect(sources(csp, 'frame-ancestors')).toEqual(["'none'"]);
    expect(csp).not.toContain('script-src');
  });

  it("gives a remote's scripts the baseline headers, a no-document policy and CORS", async () => {
    const response = await fetch(`${remoteBase}/remoteEntry.js`, {
      headers: { origin: 'http://localhost:3000' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe(RESOURCE_CSP);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect((await fetch(`${remoteBase}/missing.js`)).headers.get('x-content-type-options')).toBe('nosniff');
  });
});
