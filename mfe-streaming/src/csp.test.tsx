import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PLAYER_STYLE_HASHES, STYLE_SOURCES } from './csp.ts';
import { MediaSurface } from './features/player/components/media-surface.tsx';
import type { MediaSource } from './features/player/lib/resolve-playback.ts';

vi.mock('./features/player/lib/playback-engine.ts', () => ({
  attachEngine: async () => ({ hls: null, HlsClass: null, liveEdge: () => null, destroy: () => {} }),
}));
vi.mock('./features/player/lib/qoe-monitor.ts', () => ({ monitorPlayback: async () => () => {} }));

const source = (kind: MediaSource['kind'], live: boolean): MediaSource => ({
  url: `http://localhost:4000/media/${kind}/${live}/index.m3u8?token=t`,
  token: 't',
  licenceUrl: null,
  live,
  kind,
  grantedBy: live ? 'session-check' : 'payment-provider',
});

/** Every `<style>` text in the shadow roots under `root`, however deep. */
function shadowStyles(root: ParentNode): string[] {
  return [...root.querySelectorAll('*')].flatMap((element) =>
    element.shadowRoot
      ? [
          ...[...element.shadowRoot.querySelectorAll('style')].map((style) => style.textContent ?? ''),
          ...shadowStyles(element.shadowRoot),
        ]
      : [],
  );
}

/** The player as it plays `media`, once media-chrome's elements (their chunk) have drawn it. */
async function drawn(media: MediaSource): Promise<string[]> {
  const { container, unmount } = render(
    <MediaSurface media={media} videoId="v" title="A video" onRetry={() => {}} />,
  );
  // The controls are drawn once the media has its first data.
  container.querySelector<HTMLMediaElement>('video, audio')?.dispatchEvent(new Event('loadeddata'));
  const elements = [...container.querySelectorAll('*')].filter((element) =>
    element.localName.startsWith('media-'),
  );
  // Their chunk loads on first use: for the first player, give it time on a loaded machine.
  await vi.waitFor(() => expect(elements.filter((element) => !element.shadowRoot)).toEqual([]), {
    timeout: 10_000,
  });
  const styles = shadowStyles(container);
  unmount();
  return styles;
}

/** What a CSP hash source holds: the SHA-256 of the text's UTF-8, in base64. */
async function sha256(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return btoa(String.fromCharCode(...digest));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the CSP's style hashes", () => {
  // Three players drawn, the first loading media-chrome's modules: more than the default 5 s on a
  // loaded two-core machine.
  it('are exactly those of the styles the players’ media-chrome elements create (media-chrome upgraded? update src/csp.ts)', async () => {
    // jsdom gives a shadow root's <style> no sheet, so media-chrome says it found none; Chromium does.
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const styles = [
      ...(await drawn(source('video', false))),
      ...(await drawn(source('video', true))),
      ...(await drawn(source('audio', true))),
    ];
    expect(styles.length, 'the players drew their controls').toBeGreaterThan(10);
    const created = [...new Set(await Promise.all(styles.map(sha256)))].sort();
    expect(created).toEqual([...PLAYER_STYLE_HASHES].sort());
  }, 30_000);

  it('are written as style-src sources', () => {
    expect(STYLE_SOURCES).toHaveLength(PLAYER_STYLE_HASHES.length);
    for (const sourceText of STYLE_SOURCES) expect(sourceText).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
  });
});
