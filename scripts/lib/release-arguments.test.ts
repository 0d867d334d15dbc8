import { describe, expect, it } from 'vitest';
import { parseReleaseArguments } from './release-arguments.ts';

describe('npm run release arguments', () => {
  it('reads each way of releasing', () => {
    expect(parseReleaseArguments(['mfe-content'])).toEqual({ kind: 'live', remote: 'mfe-content' });
    expect(parseReleaseArguments(['mfe-content', '--preview'])).toEqual({
      kind: 'preview',
      remote: 'mfe-content',
      share: 0,
    });
    expect(parseReleaseArguments(['mfe-streaming', '--canary', '5'])).toEqual({
      kind: 'canary',
      remote: 'mfe-streaming',
      share: 5,
    });
    expect(parseReleaseArguments(['mfe-streaming', '--share', '50'])).toEqual({
      kind: 'share',
      remote: 'mfe-streaming',
      share: 50,
    });
    expect(parseReleaseArguments(['mfe-account', '--promote'])).toEqual({
      kind: 'promote',
      remote: 'mfe-account',
    });
    expect(parseReleaseArguments(['status'])).toEqual({ kind: 'status' });
  });

  it('explains what it cannot read, with the usage', () => {
    for (const [args, why] of [
      [[], 'Which remote?'],
      [['mfe-nothing'], 'mfe-nothing is not a remote'],
      [['mfe-content', '--canary'], '--canary needs a whole percent'],
      [['mfe-content', '--canary', '100'], 'for everyone, --promote'],
      [['mfe-content', '--share', '0'], '1 to 99 percent'],
      [['mfe-content', '--canary', '5.5'], 'whole percent'],
      [['mfe-content', '--preview', 'now'], 'Unexpected: now'],
      [['mfe-content', '--fast'], 'Unknown option --fast'],
    ] as const) {
      const parsed = parseReleaseArguments(args);
      expect('usage' in parsed && parsed.usage, args.join(' ')).toContain(why);
      expect('usage' in parsed && parsed.usage).toContain('npm run release -- status');
    }
  });
});
