import { render } from '@testing-library/react';
import { useRef } from 'react';
import { expect, it, vi } from 'vitest';
import { createPlayerStore } from '../lib/player-store.ts';
import { useMediaChrome } from './use-media-chrome.ts';

// The controls' chunk fails to load (a network error, a release that removed it).
vi.mock('../lib/media-elements.ts', () => {
  throw new Error('Loading chunk media-chrome failed');
});

function Player() {
  const controller = useRef<HTMLElement>(null);
  const media = useRef<HTMLVideoElement>(null);
  const store = useRef(
    createPlayerStore({ media: document.createElement('video'), live: false, liveEdge: () => null }),
  );
  useMediaChrome(controller, media, store.current);
  return (
    <media-controller ref={controller}>
      {/* biome-ignore lint/a11y/useMediaCaption: a test video */}
      <video ref={media} slot="media" />
    </media-controller>
  );
}

it("shows the browser's own controls when media-chrome's cannot load, and says why", async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  const { container } = render(<Player />);
  const video = container.querySelector('video') as HTMLVideoElement;
  video.dispatchEvent(new Event('loadeddata'));
  await vi.waitFor(() => expect(video.controls).toBe(true));
  expect(logged).toHaveBeenCalledWith(
    "[mfe-streaming] the player's controls could not load; the browser's stand in",
    expect.any(Error),
  );
});
