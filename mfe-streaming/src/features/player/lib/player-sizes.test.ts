import { describe, expect, it } from 'vitest';
import { audioBarSizes, playerEmbedSize, playerOverlaySizes } from './player-sizes.ts';

describe('the players’ spec sizes, as their CSS reads them', () => {
  it('gives the video overlay its 59.25% embed, its 500 px column and its 800 px body (spec 001 §2)', () => {
    expect(playerEmbedSize()).toEqual({ '--player-embed-height': '59.25%' });
    expect(playerOverlaySizes()).toEqual({
      '--player-content-column': '500px',
      '--player-body-max-width': '800px',
    });
  });

  it('gives the audio bar 60 px, 120 px wide, at most 960 px, a 60 s cycle, and its player 600 by 120 (spec 001 §2, §4)', () => {
    expect(audioBarSizes()).toEqual({
      '--audio-bar-height': '60px',
      '--audio-bar-height-wide': '120px',
      '--audio-bar-max-width': '960px',
      '--audio-bar-cycle': '60s',
      '--audio-player-width': '600px',
      '--audio-player-height': '120px',
    });
  });
});
