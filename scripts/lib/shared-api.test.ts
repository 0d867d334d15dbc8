import { describe, expect, it } from 'vitest';
import { bumpBetween, compareApi, requiredBump, type SharedApi, versionProblem } from './shared-api.ts';

const $user = 'value: PreinitializedMapStore<User>';
const openSearch = 'value: (): void';
const User = 'type: export interface User { ssoID: string; }';
const withChange = (entry: Record<string, string>): SharedApi => ({ '@club/shared/stores': entry });
const before = withChange({ $user, openSearch, User });

describe('the version bump an API change asks for', () => {
  it('none when nothing changed', () => {
    expect(requiredBump(before, before)).toBe('none');
  });

  it('major when a value a remote may call is gone', () => {
    const after = withChange({ $user, User });
    expect(compareApi(before, after).removed).toEqual(['@club/shared/stores: openSearch']);
    expect(requiredBump(before, after)).toBe('major');
  });

  it('minor when a value is added or its signature changes, or when a type changes or goes', () => {
    expect(
      requiredBump(before, withChange({ $user, openSearch, User, closeSearch: 'value: (): void' })),
    ).toBe('minor');
    expect(
      requiredBump(before, withChange({ $user, openSearch: 'value: (query: string): void', User })),
    ).toBe('minor');
    expect(requiredBump(before, withChange({ $user, openSearch }))).toBe('minor');
  });
});

describe('bumpBetween', () => {
  it('names the part of the version that moved', () => {
    expect(bumpBetween('1.4.2', '2.0.0')).toBe('major');
    expect(bumpBetween('1.4.2', '1.5.0')).toBe('minor');
    expect(bumpBetween('1.4.2', '1.4.3')).toBe('none');
    expect(bumpBetween('1.4.2', '1.3.9')).toBe('backwards');
  });
});

describe('versionProblem', () => {
  const snapshot = { version: '1.2.0', entries: before };

  it('refuses an API change the version does not name, and lists it', () => {
    const after = withChange({ $user, User });
    const problem = versionProblem(snapshot, after, '1.2.0');
    expect(problem).toContain('needs a major version bump');
    expect(problem).toContain('removed: @club/shared/stores: openSearch');
    expect(versionProblem(snapshot, after, '1.3.0')).toContain('needs a major version bump');
    expect(versionProblem(snapshot, after, '2.0.0')).toBeNull();
  });

  it('accepts a bump with no API change (a fix), and refuses a version that went back', () => {
    expect(versionProblem(snapshot, before, '1.2.1')).toBeNull();
    expect(versionProblem(snapshot, before, '1.1.0')).toContain('went back');
  });
});
