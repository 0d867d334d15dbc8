import { describe, expect, it } from 'vitest';
import { aVideo } from '../testing/feed.ts';
import { inChildFriendlyMode, isChildFriendlyVideo } from './child-friendly-videos.ts';

describe('videos in child-friendly mode (issue 21)', () => {
  const flagged = aVideo('a', 'Goals');
  const raw = aVideo('b', 'Straight after the defeat', { childFriendly: false });
  const unsaid = {
    ...aVideo('c', 'Old import'),
    metaData: { ...aVideo('c', 'Old import').metaData, ChildFriendly: undefined },
  };

  it('shows only a video the catalogue flags child friendly; one it does not flag is hidden', () => {
    expect(isChildFriendlyVideo(flagged)).toBe(true);
    expect(isChildFriendlyVideo(raw)).toBe(false);
    expect(isChildFriendlyVideo(unsaid)).toBe(false);
  });

  it('keeps the flagged ones in mode and counts the rest; everything when the mode is off', () => {
    expect(inChildFriendlyMode([flagged, raw, unsaid], true, (item) => item)).toEqual({
      shown: [flagged],
      hidden: 2,
    });
    expect(inChildFriendlyMode([flagged, raw], false, (item) => item)).toEqual({
      shown: [flagged, raw],
      hidden: 0,
    });
  });
});
