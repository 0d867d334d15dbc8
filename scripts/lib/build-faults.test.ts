import { describe, expect, it, vi } from 'vitest';
import { parseBuildFaults, withBuildFaults } from './build-faults.ts';

const exposes = { './routes': './src/exposes/routes.ts', './AccountPanel': './src/exposes/account-panel.ts' };

describe('build faults', () => {
  it('change nothing unless a test asks', () => {
    expect(withBuildFaults(exposes, parseBuildFaults(undefined), 'mfe-account')).toBe(exposes);
  });

  it('drop an expose, or make it throw, and say so', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const faulty = withBuildFaults(
      exposes,
      parseBuildFaults('drop-expose:AccountPanel, throw-in:routes'),
      'mfe-account',
    );
    expect(Object.keys(faulty)).toEqual(['./routes']);
    expect(faulty['./routes']).toMatch(/build-faults\/throwing-expose\.ts$/);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('browser build has faults'));
  });

  it('break the server build alone when asked, the browser build left sound', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const faults = parseBuildFaults('server-throw-in:routes');
    expect(withBuildFaults(exposes, faults, 'mfe-content')).toBe(exposes);
    const server = withBuildFaults(exposes, faults, 'mfe-content', 'server');
    expect(server['./routes']).toMatch(/build-faults\/throwing-expose\.ts$/);
    expect(server['./AccountPanel']).toBe(exposes['./AccountPanel']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('server build has faults'));
  });

  it('refuse a fault they cannot apply', () => {
    expect(() => parseBuildFaults('break-everything')).toThrow(/throw-in:<expose>/);
    expect(() => withBuildFaults(exposes, parseBuildFaults('drop-expose:Nothing'), 'mfe-account')).toThrow(
      /no \.\/Nothing/,
    );
  });
});
