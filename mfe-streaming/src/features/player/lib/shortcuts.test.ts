import { describe, expect, it } from 'vitest';
import { applyShortcut, shortcutFor } from './shortcuts.ts';

function mediaAt(currentTime: number, seekable: [number, number]) {
  const media = document.createElement('video');
  Object.defineProperty(media, 'seekable', {
    value: { length: 1, start: () => seekable[0], end: () => seekable[1] },
  });
  media.currentTime = currentTime;
  return media;
}

describe('player keyboard shortcuts', () => {
  it('maps space and k, j and l, the arrows, f and m; other keys are left alone', () => {
    expect(shortcutFor(' ')).toEqual({ kind: 'toggle-play' });
    expect(shortcutFor('k')).toEqual({ kind: 'toggle-play' });
    expect(shortcutFor('j')).toEqual({ kind: 'seek', by: -10 });
    expect(shortcutFor('l')).toEqual({ kind: 'seek', by: 10 });
    expect(shortcutFor('ArrowLeft')).toEqual({ kind: 'seek', by: -5 });
    expect(shortcutFor('ArrowRight')).toEqual({ kind: 'seek', by: 5 });
    expect(shortcutFor('ArrowUp')).toEqual({ kind: 'volume', by: 0.1 });
    expect(shortcutFor('m')).toEqual({ kind: 'mute' });
    expect(shortcutFor('f')).toEqual({ kind: 'fullscreen' });
    expect(shortcutFor('Tab')).toBeNull();
  });

  it('seeks within what can be sought, a live DVR window too', () => {
    const media = mediaAt(12, [8, 18]);
    applyShortcut(media, { kind: 'seek', by: -10 }, media);
    expect(media.currentTime).toBe(8);
    applyShortcut(media, { kind: 'seek', by: 10 }, media);
    expect(media.currentTime).toBe(18);
  });

  it('changes the volume by tenths between silence and full, and toggles mute', () => {
    const media = mediaAt(0, [0, 10]);
    media.volume = 0.95;
    applyShortcut(media, { kind: 'volume', by: 0.1 }, media);
    expect(media.volume).toBe(1);
    applyShortcut(media, { kind: 'mute' }, media);
    expect(media.muted).toBe(true);
    applyShortcut(media, { kind: 'volume', by: -0.1 }, media);
    expect(media.muted).toBe(false);
    expect(media.volume).toBe(0.9);
  });
});
