/**
 * The apps of the site and their fixed local ports (DESIGN.md), the one table that the builds,
 * the servers, the release tooling and the tests read.
 */
export const REMOTES = ['mfe-content', 'mfe-matches', 'mfe-streaming', 'mfe-account'] as const;
export type RemoteName = (typeof REMOTES)[number];
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

/** Module Federation container names must be identifiers: `mfe-content` -> `mfe_content`. */
export const federationName = (app: AppName): string => app.replaceAll('-', '_');

export const isRemote = (name: string): name is RemoteName => (REMOTES as readonly string[]).includes(name);
