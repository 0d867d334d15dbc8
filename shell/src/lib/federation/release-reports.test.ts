// @vitest-environment jsdom
import type { RemoteVersion } from '@club/shared/config';
import type { ReleaseReport } from '@club/shared/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createReleaseReporter,
  flushWhenHidden,
  REPORT_BATCH_MS,
  releaseReportsPlugin,
  reportUncaughtErrors,
} from './release-reports.ts';

const canary: RemoteVersion = { version: 'v2', cohort: 'canary', candidate: 'v2', withdrawn: [] };
const live: RemoteVersion = { version: 'v1', cohort: 'live', withdrawn: [] };

let sent: ReleaseReport[][];
const send = async (reports: ReleaseReport[]) => {
  sent.push(reports);
};
const reporter = () =>
  createReleaseReporter({
    versionOf: (remote) => ({ 'mfe-content': canary, 'mfe-matches': live })[remote as string],
    send,
  });

beforeEach(() => {
  sent = [];
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('the release reporter', () => {
  it('reports one load and at most one failure per remote and page load, tagged with its version', () => {
    const reports = reporter();
    reports.load('mfe-content');
    reports.load('mfe-content');
    reports.failure('mfe-content', 'render');
    reports.failure('mfe-content', 'uncaught');
    reports.load('mfe-matches');
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(REPORT_BATCH_MS);
    expect(sent).toEqual([
      [
        { remote: 'mfe-content', version: 'v2', cohort: 'canary', candidate: 'v2', event: 'load' },
        {
          remote: 'mfe-content',
          version: 'v2',
          cohort: 'canary',
          candidate: 'v2',
          event: 'failure',
          stage: 'render',
        },
        { remote: 'mfe-matches', version: 'v1', cohort: 'live', event: 'load' },
      ],
    ]);
  });

  it('counts a failure before any load as a page load that asked for the remote', () => {
    const reports = reporter();
    reports.failure('mfe-matches', 'manifest');
    reports.flush();
    expect(sent[0]?.map((report) => report.event)).toEqual(['load', 'failure']);
  });

  it('says nothing of a remote whose version the site did not name (development)', () => {
    const reports = reporter();
    reports.load('mfe-account');
    reports.failure('mfe-account', 'module');
    vi.advanceTimersByTime(REPORT_BATCH_MS);
    expect(sent).toEqual([]);
  });

  it('sends at once when the page is hidden', () => {
    const reports = reporter();
    const stop = flushWhenHidden(reports);
    reports.load('mfe-content');
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toHaveLength(1);
    stop();
  });
});

describe('the runtime plugin', () => {
  const failure = vi.fn();
  const remoteOf = (name: string | undefined) =>
    ({ mfe_content: 'mfe-content' as const, mfe_matches: 'mfe-matches' as const })[name ?? ''];
  const plugin = () => releaseReportsPlugin({ failure }, remoteOf);
  const info = (name: string) => ({ name, entry: `http://x/${name}.js` }) as never;

  beforeEach(() => failure.mockReset());

  it("tells an entry that did not load from a module that did not, and ignores the shell's own loads", async () => {
    const reports = plugin();
    await reports.afterLoadEntry?.({
      remoteInfo: info('mfe_content'),
      error: new Error('RUNTIME-008'),
    } as never);
    await reports.afterLoadRemote?.({
      id: 'mfe_content/routes',
      remote: info('mfe_content'),
      error: new Error('x'),
    } as never);
    await reports.afterLoadRemote?.({
      id: 'mfe_matches/routes',
      remote: info('mfe_matches'),
      error: new Error('x'),
    } as never);
    await reports.afterLoadRemote?.({ id: 'mfe_matches/routes', remote: info('mfe_matches') } as never);
    await reports.afterLoadRemote?.({ id: 'x/y', remote: info('shell'), error: new Error('x') } as never);
    expect(failure.mock.calls).toEqual([
      ['mfe-content', 'entry'],
      ['mfe-matches', 'module'],
    ]);
  });

  it("reports a shared module a remote's own instance refuses, and not one the runtime recovered", async () => {
    const reports = plugin();
    reports.errorLoadShare?.({ origin: { name: 'mfe_matches' }, pkgName: '@club/shared/stores' } as never);
    await reports.afterLoadRemote?.({
      remote: info('mfe_content'),
      error: new Error('x'),
      recovered: true,
    } as never);
    expect(failure.mock.calls).toEqual([['mfe-matches', 'shared']]);
  });
});

describe('uncaught errors', () => {
  it("are a remote's when its version's folder is in their file or stack", () => {
    const failure = vi.fn();
    const stop = reportUncaughtErrors({ failure }, () => [
      ['mfe-content', 'http://localhost:3001/v2/'],
      ['mfe-matches', 'http://localhost:3002/v1/'],
    ]);
    window.dispatchEvent(
      new ErrorEvent('error', { filename: 'http://localhost:3001/v2/1234.abcdef0123.js' }),
    );
    const rejected = new Error('late');
    rejected.stack =
      'Error: late\n    at go (http://localhost:3002/v1/__federation_expose_routes.0123456789.js:1:2)';
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.assign(rejection, { reason: rejected });
    window.dispatchEvent(rejection);
    window.dispatchEvent(new ErrorEvent('error', { filename: 'http://localhost:3000/main.0123456789.js' }));
    expect(failure.mock.calls).toEqual([
      ['mfe-content', 'uncaught'],
      ['mfe-matches', 'uncaught'],
    ]);
    stop();
  });
});
