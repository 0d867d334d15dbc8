import { describe, expect, it } from 'vitest';
import {
  BASE_PORTS,
  PORT_OFFSET_ENV,
  portOffsetFrom,
  portsAt,
  siteOriginsAt,
  withLocalPorts,
} from './apps.ts';

describe('ports of another copy of the site', () => {
  it('moves every port by the offset the environment names, none by default', () => {
    expect(portOffsetFrom({})).toBe(0);
    expect(portOffsetFrom({ [PORT_OFFSET_ENV]: '100' })).toBe(100);
    expect(portsAt(100)).toEqual({
      shell: 3100,
      'mfe-content': 3101,
      'mfe-matches': 3102,
      'mfe-streaming': 3103,
      'mfe-account': 3104,
      streamer: 3105,
      services: 4100,
    });
    expect(portsAt(0)).toEqual(BASE_PORTS);
  });

  it.each(['x', '-100', '1.5', '1000'])('refuses an offset of "%s" with the range', (raw) => {
    expect(() => portOffsetFrom({ [PORT_OFFSET_ENV]: raw })).toThrow(
      `${PORT_OFFSET_ENV} must be a whole number from 0 to 900, not "${raw}"`,
    );
  });

  it("names the copy's own origins for the services, the shell's first", () => {
    const origins = siteOriginsAt(portsAt(200));
    expect(origins[0]).toBe('http://localhost:3200');
    expect(origins).toContain('http://127.0.0.1:3205');
    expect(origins).not.toContain('http://localhost:3000');
    expect(origins.some((origin) => origin.endsWith(':4200'))).toBe(false);
  });

  it("moves the site's ports in a text and leaves any other port alone", () => {
    const text = 'http://localhost:4000/web http://127.0.0.1:3003/x localhost:8080 localhost:40000';
    expect(withLocalPorts(text, portsAt(100))).toBe(
      'http://localhost:4100/web http://127.0.0.1:3103/x localhost:8080 localhost:40000',
    );
  });
});
