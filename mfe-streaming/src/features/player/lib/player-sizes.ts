import type { CSSProperties } from 'react';
import {
  AUDIO_BAR,
  AUDIO_PLAYER_SIZE,
  PLAYER_BODY_MAX_WIDTH_PX,
  PLAYER_CONTENT_COLUMN_PX,
  PLAYER_EMBED_HEIGHT_PERCENT,
} from '../constants.ts';

/** The player embed's height over its width (spec 001 §2), as the custom property its CSS reads. */
export const playerEmbedSize = (): CSSProperties =>
  ({ '--player-embed-height': `${PLAYER_EMBED_HEIGHT_PERCENT}%` }) as CSSProperties;

/** The video player overlay's body and column widths (spec 001 §2), as the custom properties its CSS reads. */
export const playerOverlaySizes = (): CSSProperties =>
  ({
    '--player-content-column': `${PLAYER_CONTENT_COLUMN_PX}px`,
    '--player-body-max-width': `${PLAYER_BODY_MAX_WIDTH_PX}px`,
  }) as CSSProperties;

/** The audio bar's and its player's spec sizes (spec 001 §2, §4), as the custom properties its CSS reads. */
export const audioBarSizes = (): CSSProperties =>
  ({
    '--audio-bar-height': `${AUDIO_BAR.heightPx}px`,
    '--audio-bar-height-wide': `${AUDIO_BAR.wideHeightPx}px`,
    '--audio-bar-max-width': `${AUDIO_BAR.maxWidthPx}px`,
    '--audio-bar-cycle': `${AUDIO_BAR.animationCycleS}s`,
    '--audio-player-width': `${AUDIO_PLAYER_SIZE.width}px`,
    '--audio-player-height': `${AUDIO_PLAYER_SIZE.height}px`,
  }) as CSSProperties;
