/**
 * The apps of the site and their fixed local ports (DESIGN.md), the one table that the builds,
 * the servers, the release tooling and the tests read.
 */
import { REMOTE_KEYS, type RemoteKey } from '../../shared/src/config/runtime-config.ts';

export { federationName } from '../../shared/src/federation/exposes.ts';

/** The remotes, as the runtime config names them. */
export const REMOTES = REMOTE_KEYS;
export type RemoteName = RemoteKey;
export type AppName = 'shell' | RemoteName;

export const PORTS = {
  shell: 3000,
  'mfe-content': 3001,
  'mfe-matches': 3002,
  'mfe-streaming': 3003,
  'mfe-account': 3004,
  streamer: 3005,
  services: 4000,
} as const;

export const isRemote = (name: string): name is RemoteName => (REMOTES as readonly string[]).includes(name);
