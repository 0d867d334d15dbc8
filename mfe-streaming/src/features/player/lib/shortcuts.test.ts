// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
// The players' media-chrome elements, defined as a player defines them: media-chrome's play button
// says which keys it uses with a getter of its class. (Test files share their worker's window, where
// an earlier file may have defined them already, so this file defines them too.)
import './media-elements.ts';
import { PlayerRequests } from './player-requests.ts';
import { controlUsesKey, shortcutFor, shortcutRequests } from './shortcuts.ts';

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
    const at = { mediaCurrentTime: 12, mediaSeekable: [8, 18] as [number, number] };
    expect(shortcutRequests({ kind: 'seek', by: -10 }, at)).toEqual([
      { type: PlayerRequests.MEDIA_SEEK_REQUEST, detail: 8 },
    ]);
    expect(shortcutRequests({ kind: 'seek', by: 10 }, at)).toEqual([
      { type: PlayerRequests.MEDIA_SEEK_REQUEST, detail: 18 },
    ]);
    // Nothing seekable yet: within the duration.
    expect(shortcutRequests({ kind: 'seek', by: 10 }, { mediaCurrentTime: 55, mediaDuration: 60 })).toEqual([
      { type: PlayerRequests.MEDIA_SEEK_REQUEST, detail: 60 },
    ]);
  });

  it('plays a paused player and pauses a playing one, and toggles full screen', () => {
    expect(shortcutRequests({ kind: 'toggle-play' }, { mediaPaused: true })).toEqual([
      { type: PlayerRequests.MEDIA_PLAY_REQUEST },
    ]);
    expect(shortcutRequests({ kind: 'toggle-play' }, { mediaPaused: false })).toEqual([
      { type: PlayerRequests.MEDIA_PAUSE_REQUEST },
    ]);
    expect(shortcutRequests({ kind: 'fullscreen' }, { mediaIsFullscreen: false })).toEqual([
      { type: PlayerRequests.MEDIA_ENTER_FULLSCREEN_REQUEST },
    ]);
    expect(shortcutRequests({ kind: 'fullscreen' }, { mediaIsFullscreen: true })).toEqual([
      { type: PlayerRequests.MEDIA_EXIT_FULLSCREEN_REQUEST },
    ]);
  });

  it('changes the volume by tenths between silence and full, unmuting, and toggles mute', () => {
    expect(shortcutRequests({ kind: 'volume', by: 0.1 }, { mediaVolume: 0.95 })).toEqual([
      { type: PlayerRequests.MEDIA_VOLUME_REQUEST, detail: 1 },
    ]);
    expect(shortcutRequests({ kind: 'mute' }, { mediaMuted: false })).toEqual([
      { type: PlayerRequests.MEDIA_MUTE_REQUEST },
    ]);
    expect(shortcutRequests({ kind: 'volume', by: -0.1 }, { mediaVolume: 1, mediaMuted: true })).toEqual([
      { type: PlayerRequests.MEDIA_UNMUTE_REQUEST },
      { type: PlayerRequests.MEDIA_VOLUME_REQUEST, detail: 0.9 },
    ]);
    expect(shortcutRequests({ kind: 'volume', by: -0.1 }, { mediaVolume: 0.05 })).toEqual([
      { type: PlayerRequests.MEDIA_VOLUME_REQUEST, detail: 0 },
    ]);
  });

  it("leaves a key to the focused control that acts on it: a button's Enter and Space, a slider's arrows", () => {
    const button = document.createElement('button');
    expect(controlUsesKey(button, ' ')).toBe(true);
    const playButton = document.createElement('media-play-button');
    expect(controlUsesKey(playButton, ' ')).toBe(true);
    expect(controlUsesKey(playButton, 'k')).toBe(false);
    const slider = document.createElement('media-time-range');
    slider.setAttribute('keysused', 'ArrowLeft ArrowRight Space');
    expect(controlUsesKey(slider, 'ArrowLeft')).toBe(true);
    expect(controlUsesKey(slider, ' ')).toBe(true);
    expect(controlUsesKey(slider, 'j')).toBe(false);
    expect(controlUsesKey(document.createElement('video'), 'ArrowLeft')).toBe(false);
  });
});
