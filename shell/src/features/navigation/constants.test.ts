import { describe, expect, it } from 'vitest';
import {
  HEADER_HEIGHT_PX,
  HEADER_HEIGHT_SMALL_PX,
  HEADER_HEIGHT_STICKY_PX,
  HEADER_HEIGHT_WIDE_PX,
  HEADER_SMALL_BELOW_PX,
  HEADER_WIDE_FROM_PX,
  STICKY_BAR_TRIGGER_OFFSET_PX,
  TAGLINE_STRIP_HEIGHT_PX,
} from './constants.ts';

// The heights live in CSS (tokens.css); these tests hold the tokens to the spec's numbers. Vitest
// hands CSS imports over empty, so the file is read from disk, with Node's modules typed here by hand
// (the shell's TypeScript has no Node types).
const { readFileSync } = (await import('node:fs' as string)) as {
  readFileSync: (path: string, encoding: 'utf8') => string;
};
const { createRequire } = (await import('node:module' as string)) as {
  createRequire: (from: string) => { resolve: (id: string) => string };
};
const tokens = readFileSync(createRequire(import.meta.url).resolve('@club/shared/ui/tokens.css'), 'utf8');
const mediaBlock = (query: string) => tokens.slice(tokens.indexOf(`@media (${query})`));

describe('header and strip heights (spec 000 §9)', () => {
  it("names the spec's numbers", () => {
    expect(HEADER_HEIGHT_PX).toBe(90);
    expect(HEADER_HEIGHT_SMALL_PX).toBe(56);
    expect(HEADER_HEIGHT_WIDE_PX).toBe(100);
    expect(HEADER_HEIGHT_STICKY_PX).toBe(64);
    expect(TAGLINE_STRIP_HEIGHT_PX).toBe(30);
    expect(STICKY_BAR_TRIGGER_OFFSET_PX).toBe(300);
  });

  it('small below 760 px, 90 px from 760 px, wide from 1440 px, as the tokens say', () => {
    expect(tokens).toMatch(new RegExp(`:root \\{[^}]*--club-header-height: ${HEADER_HEIGHT_SMALL_PX}px;`));
    expect(mediaBlock(`min-width: ${HEADER_SMALL_BELOW_PX}px`)).toMatch(
      new RegExp(`^[^}]*--club-header-height: ${HEADER_HEIGHT_PX}px;`),
    );
    expect(mediaBlock(`min-width: ${HEADER_WIDE_FROM_PX}px`)).toMatch(
      new RegExp(`^[^}]*--club-header-height: ${HEADER_HEIGHT_WIDE_PX}px;`),
    );
  });

  it('sticky header and tagline strip heights are tokens', () => {
    expect(tokens).toContain(`--club-header-height-sticky: ${HEADER_HEIGHT_STICKY_PX}px;`);
    expect(tokens).toContain(`--club-tagline-height: ${TAGLINE_STRIP_HEIGHT_PX}px;`);
  });
});
