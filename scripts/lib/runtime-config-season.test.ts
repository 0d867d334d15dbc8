import { describe, expect, it } from 'vitest';
import type { RuntimeConfig } from '../../shared/src/config/runtime-config.ts';
import { seasonWarning, withConfigSeason, withCurrentSeason } from './runtime-config-season.ts';

const config = (settings: object) => JSON.stringify({ services: {}, settings });

describe('the runtime config as served', () => {
  it("fills in the clock's season when the file leaves it out", () => {
    expect(JSON.parse(withCurrentSeason(config({ mux: null }), 2027)).settings).toEqual({
      mux: null,
      currentSeason: 2027,
    });
  });

  it('serves a pinned season as set, and anything not a config untouched', () => {
    const pinned = config({ currentSeason: 2025 });
    expect(withCurrentSeason(pinned, 2027)).toBe(pinned);
    expect(withCurrentSeason('{ not json', 2027)).toBe('{ not json');
  });

  it("gives a visitor's config (the one the server renders their page with) the clock's season, unless pinned", () => {
    const parsed = (settings: object) => ({ services: {}, settings }) as unknown as RuntimeConfig;
    expect(withConfigSeason(parsed({ mux: null }), 2027).settings).toEqual({
      mux: null,
      currentSeason: 2027,
    });
    const pinned = parsed({ currentSeason: 2025 });
    expect(withConfigSeason(pinned, 2027)).toBe(pinned);
  });

  it('warns when a pinned season disagrees with the clock, naming both', () => {
    expect(seasonWarning(config({ currentSeason: 2025 }), 2026, 'club.json')).toMatch(
      /club\.json pins settings\.currentSeason to 2025\/26, but the services' clock is in 2026\/27/,
    );
    expect(seasonWarning(config({ currentSeason: 2026 }), 2026, 'club.json')).toBeNull();
    expect(seasonWarning(config({}), 2026, 'club.json')).toBeNull();
  });
});
