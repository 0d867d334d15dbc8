import { NO_PREFETCH_CONNECTION_TYPES } from '../constants.ts';

/** The parts of the Network Information API the prefetch looks at (not in every browser). */
export interface ConnectionInfo {
  effectiveType?: string;
  saveData?: boolean;
}

/** Spec 000 §9: no prefetch on 2g (or slower) or with data saver on; unknown connections prefetch. */
export function allowsPrefetch(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData === true) return false;
  return !NO_PREFETCH_CONNECTION_TYPES.includes(connection.effectiveType ?? '');
}

/** The browser's connection info, where it has it. */
export function currentConnection(): ConnectionInfo | undefined {
  return (navigator as Navigator & { connection?: ConnectionInfo }).connection;
}
