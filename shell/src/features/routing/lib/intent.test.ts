// @vitest-environment jsdom
import { forgetLoadedModules, provideRemoteLoader } from '@club/shared/federation';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPagesOnIntent, remoteOfLinkAt, resetIntent } from './intent.ts';

const ORIGIN = 'http://localhost:3000';
const load = vi.fn();

/** A link to `href` with a span inside, in the document. */
function linkTo(href: string): HTMLSpanElement {
  const anchor = document.createElement('a');
  anchor.href = href;
  const label = document.createElement('span');
  label.textContent = 'Open';
  anchor.append(label);
  document.body.append(anchor);
  return label;
}

beforeEach(() => {
  document.body.replaceChildren();
  resetIntent();
  forgetLoadedModules();
  load.mockReset();
  provideRemoteLoader(load);
});
afterEach(() => {
  provideRemoteLoader(null);
  document.body.replaceChildren();
});

describe('remoteOfLinkAt', () => {
  it('names the remote of the page a link of the site leads to, from anything inside the link', () => {
    expect(remoteOfLinkAt(linkTo(`${ORIGIN}/teams/lionesses`), 'club', ORIGIN)).toBe('mfe-matches');
    expect(remoteOfLinkAt(linkTo('/videos/browse'), 'club', ORIGIN)).toBe('mfe-streaming');
    expect(remoteOfLinkAt(linkTo('/news/a-story'), 'club', ORIGIN)).toBe('mfe-content');
    expect(remoteOfLinkAt(linkTo('/'), 'streamer', ORIGIN), "the streamer site's home").toBe('mfe-streaming');
  });

  it('names none outside a link, or for a link that leaves the site', () => {
    expect(remoteOfLinkAt(document.body, 'club', ORIGIN)).toBeUndefined();
    expect(remoteOfLinkAt(null, 'club', ORIGIN)).toBeUndefined();
    expect(remoteOfLinkAt(linkTo('https://tickets.example.com/teams'), 'club', ORIGIN)).toBeUndefined();
  });
});

describe('loadPagesOnIntent', () => {
  it("runs the remote's page module once, however often the supporter points at its links", async () => {
    load.mockResolvedValue({ routes: {} });
    loadPagesOnIntent('mfe-matches', { effectiveType: '4g' });
    loadPagesOnIntent('mfe-matches', { effectiveType: '4g' });
    await vi.waitFor(() => expect(load).toHaveBeenCalledWith('mfe-matches', 'routes', false));
    loadPagesOnIntent('mfe-matches', undefined);
    expect(load).toHaveBeenCalledOnce();
  });

  it('asks once even when the load failed: a remote that is down is left for its page to load and show', async () => {
    load.mockRejectedValue(new Error('down'));
    loadPagesOnIntent('mfe-streaming', undefined);
    await vi.waitFor(() => expect(load).toHaveBeenCalledOnce());
    loadPagesOnIntent('mfe-streaming', undefined);
    expect(load).toHaveBeenCalledOnce();
  });

  it('runs nothing outside a link, on 2g or with data saver on', () => {
    loadPagesOnIntent(undefined, undefined);
    loadPagesOnIntent('mfe-matches', { effectiveType: '2g' });
    loadPagesOnIntent('mfe-matches', { effectiveType: '4g', saveData: true });
    expect(load).not.toHaveBeenCalled();
  });
});
