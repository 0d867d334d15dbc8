import type { RemotePieceModule } from '@club/shared/federation';
import { describe, expect, it } from 'vitest';
import * as nextMatchStrip from './next-match-strip.ts';
import * as upcomingFixtures from './upcoming-fixtures.ts';

// The types hold the exposed modules to the props pieces.ts names for each piece.
const modules: {
  nextMatchStrip: RemotePieceModule<'nextMatchStrip'>;
  upcomingFixtures: RemotePieceModule<'upcomingFixtures'>;
} = { nextMatchStrip, upcomingFixtures };

describe("mfe-matches' pieces", () => {
  it('exposes each piece it owns with its component and release', () => {
    expect(typeof modules.nextMatchStrip.default).toBe('function');
    expect(typeof modules.upcomingFixtures.default).toBe('function');
    expect(typeof modules.nextMatchStrip.release).toBe('string');
  });
});
