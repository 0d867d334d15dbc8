/**
 * The apps of the site and their fixed local ports (DESIGN.md), the one table that the builds,
 * the servers, the release tooling and the tests read.
 */
import { localSiteOrigins } from '@club/services/rules';
import { REMOTE_KEYS, type RemoteKey } from '../../shared/src/config/runtime-config.ts';

export { federationName } from '../../shared/src/federation/exposes.ts';

/** The remotes, as the runtime config names them. */
export const REMOTES = REMOTE_KEYS;
export type RemoteName = RemoteKey;
export type AppName = 'shell' | RemoteName;

/** DESIGN.md's ports: where each part of the site listens when one copy runs on a machine. */
export const BASE_PORTS = {
  shell: 3000,
  'mfe-content': 3001,
  'mfe-matches': 3002,
  'mfe-streaming': 3003,
  'mfe-account': 3004,
  streamer: 3005,
  services: 4000,
} as const;

export type Ports = { readonly [part in keyof typeof BASE_PORTS]: number };

/**
 * Another copy of the whole site on the same machine listens on every port moved by an offset (the
 * e2e suite runs one copy per worker). The servers and release tools started with this variable
 * set work on that copy.
 */
export const PORT_OFFSET_ENV = 'CLUB_PORT_OFFSET';
/** Room for the ports of ten copies below the next part's: 3000-3005 move up to 3900-3905. */
export const MAX_PORT_OFFSET = 900;

/** Every port moved by `offset`. */
export const portsAt = (offset: number): Ports =>
  Object.fromEntries(Object.entries(BASE_PORTS).map(([part, port]) => [part, port + offset])) as Ports;

/** The offset the environment asks for (none by default); anything else than a whole number in range is refused. */
export function portOffsetFrom(env: Record<string, string | undefined>): number {
  const raw = env[PORT_OFFSET_ENV];
  if (raw === undefined || raw === '') return 0;
  const offset = Number(raw);
  if (!Number.isInteger(offset) || offset < 0 || offset > MAX_PORT_OFFSET)
    throw new Error(`${PORT_OFFSET_ENV} must be a whole number from 0 to ${MAX_PORT_OFFSET}, not "${raw}"`);
  return offset;
}

/** The ports of the copy this process works on. */
export const PORTS: Ports = portsAt(portOffsetFrom(process.env));

/** Which part of the site listens on `port` (a URL's port, as text) among `ports`; none for another port. */
export function partAtPort(port: string, ports: Ports = PORTS): keyof Ports | undefined {
  for (const [part, at] of Object.entries(ports)) if (String(at) === port) return part as keyof Ports;
  return undefined;
}

/** The site's own origins at these ports, the shell's first (what the services let call them). */
export const siteOriginsAt = (ports: Ports): string[] =>
  localSiteOrigins([ports.shell, ...REMOTES.map((remote) => ports[remote]), ports.streamer]);

/**
 * A text that names the local site at DESIGN.md's ports (a runtime config and its template) with
 * those ports moved to `ports`: `localhost:4000` becomes `localhost:4100` for the copy at offset 100.
 */
export const withLocalPorts = (text: string, ports: Ports): string =>
  text.replace(/\b(localhost|127\.0\.0\.1):(\d{4})\b/g, (whole, host: string, port: string) => {
    const part = partAtPort(port, BASE_PORTS);
    return part ? `${host}:${ports[part]}` : whole;
  });

export const isRemote = (name: string): name is RemoteName => (REMOTES as readonly string[]).includes(name);
