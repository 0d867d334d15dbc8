// CSP violation reports over real HTTP, in both formats browsers send, and the security headers
// every services page and response carries.
import type { CollectedResponse } from '@club/shared/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fetchJson, type RunningServer, startTestServer } from '../../test/helpers.ts';
import { CSP_REPORT_URL, PAGE_PERMISSIONS_POLICY } from '../lib/security-headers.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());
beforeEach(async () => {
  await fetch(`${server.url}/__test/collected`, { method: 'DELETE' });
});

const collectedCsp = async () =>
  (await fetchJson<CollectedResponse>(`${server.url}/__test/collected?kind=csp`)).body.items;

const post = (body: string, contentType: string) =>
  fetch(`${server.url}/collect/csp-reports`, {
    method: 'POST',
    headers: { 'content-type': contentType, origin: 'http://localhost:3000' },
    body,
  });

describe('POST /collect/csp-reports', () => {
  it('keeps a report-uri report (application/csp-report)', async () => {
    const report = {
      'csp-report': {
        'document-uri': 'http://localhost:3000/news',
        referrer: '',
        'violated-directive': 'script-src-elem',
        'effective-directive': 'script-src-elem',
        'original-policy': "script-src 'self'",
        disposition: 'enforce',
        'blocked-uri': 'https://evil.example/x.js',
        'status-code': 200,
        'script-sample': '',
      },
    };
    const response = await post(JSON.stringify(report), 'application/csp-report');
    expect(response.status).toBe(204);
    expect(await collectedCsp()).toEqual([
      expect.objectContaining({
        kind: 'csp',
        origin: 'http://localhost:3000',
        body: {
          documentUrl: 'http://localhost:3000/news',
          directive: 'script-src-elem',
          blockedUrl: 'https://evil.example/x.js',
          disposition: 'enforce',
        },
      }),
    ]);
  });

  it('keeps the csp-violation reports of a Reporting API batch and leaves other kinds out', async () => {
    const batch = [
      {
        age: 10,
        type: 'csp-violation',
        url: 'http://localhost:3000/videos',
        user_agent: 'Chromium',
        body: {
          documentURL: 'http://localhost:3000/videos',
          effectiveDirective: 'script-src-attr',
          blockedURL: 'inline',
          disposition: 'enforce',
          sourceFile: 'http://localhost:3000/videos',
          lineNumber: 3,
          sample: 'alert(1)',
          originalPolicy: "script-src 'self'",
          statusCode: 200,
        },
      },
      { age: 1, type: 'deprecation', url: 'http://localhost:3000/', body: { id: 'x' } },
    ];
    expect((await post(JSON.stringify(batch), 'application/reports+json')).status).toBe(204);
    expect((await collectedCsp()).map((item) => item.body)).toEqual([
      {
        documentUrl: 'http://localhost:3000/videos',
        directive: 'script-src-attr',
        blockedUrl: 'inline',
        disposition: 'enforce',
        sourceFile: 'http://localhost:3000/videos',
        line: 3,
        sample: 'alert(1)',
      },
    ]);
  });

  it.each([
    ['not JSON', '{', 'application/csp-report'],
    ['no csp-report', '{"report": {}}', 'application/csp-report'],
    ['no directive', '{"csp-report": {"document-uri": "http://localhost:3000/"}}', 'application/csp-report'],
    [
      'a violation without its fields',
      '[{"type": "csp-violation", "url": "x", "body": {}}]',
      'application/reports+json',
    ],
  ])('refuses %s with 400 and keeps nothing', async (_name, body, type) => {
    expect((await post(body, type)).status).toBe(400);
    expect(await collectedCsp()).toEqual([]);
  });

  it('refuses a body over its limit', async () => {
    const huge = JSON.stringify({ 'csp-report': { 'document-uri': 'x'.repeat(70_000) } });
    expect((await post(huge, 'application/csp-report')).status).toBe(413);
  });
});

describe("the services' security headers", () => {
  it('mark every response nosniff, JSON and errors included', async () => {
    for (const path of ['/health', '/web/v1/news/search?q=x', '/no-such-route']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });

  it('give a hosted page its CSP with reporting, no framing, the permissions and opener policies', async () => {
    const response = await fetch(`${server.url}/account/sign-in?tenant=club`);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain(`report-uri ${CSP_REPORT_URL}`);
    expect(csp).toContain('report-to csp');
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(response.headers.get('reporting-endpoints')).toBe(`csp="${CSP_REPORT_URL}"`);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('permissions-policy')).toBe(PAGE_PERMISSIONS_POLICY);
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  });
});
