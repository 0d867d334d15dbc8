// Concurrency leases (spec 001 §7: the websocket's 'session' then 'ping' every 30 s). Each open
// websocket session holds one lease for its account; the session check counts an account's live
// leases. Kept in memory on purpose: a lease lives exactly as long as its socket, and sockets die
// with the process, so a table would only hold leases nobody can ping any more after a restart.
// Expiry is measured on the service clock, lazily when leases are read, so tests move the clock
// instead of waiting and no timer runs.
import type { Clock } from '../lib/clock.ts';
import { LEASE_TIMEOUT_MS } from './streams-constants.ts';

interface Lease {
  ssoId: string;
  assetId: string;
  lastSeenMs: number;
}

export type LeaseId = number;

export interface LeaseRegistry {
  open(ssoId: string, assetId: string): LeaseId;
  /** Records a ping; false when the lease already died (missed pings) or was released. */
  touch(id: LeaseId): boolean;
  release(id: LeaseId): void;
  /** The account's leases that are still alive now. */
  countLive(ssoId: string): number;
}

export function createLeaseRegistry(clock: Clock, timeoutMs = LEASE_TIMEOUT_MS): LeaseRegistry {
  const leases = new Map<LeaseId, Lease>();
  let nextId = 1;
  const nowMs = () => clock.now().getTime();
  const isAlive = (lease: Lease, now: number) => now - lease.lastSeenMs < timeoutMs;

  return {
    open(ssoId, assetId) {
      const id = nextId++;
      leases.set(id, { ssoId, assetId, lastSeenMs: nowMs() });
      return id;
    },
    touch(id) {
      const lease = leases.get(id);
      const now = nowMs();
      if (!lease || !isAlive(lease, now)) {
        leases.delete(id);
        return false;
      }
      lease.lastSeenMs = now;
      return true;
    },
    release(id) {
      leases.delete(id);
    },
    countLive(ssoId) {
      const now = nowMs();
      let live = 0;
      for (const [id, lease] of leases) {
        if (!isAlive(lease, now)) leases.delete(id);
        else if (lease.ssoId === ssoId) live++;
      }
      return live;
    },
  };
}
