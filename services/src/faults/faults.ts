// Faults on demand (test mode only): a test asks for a route to fail (a status, a delay, a
// malformed body, a dropped connection) for a number of requests or a while, and every request
// passes through `applyFault` first. Expiry is on wall time, not the services' clock, because a
// test that moves the server clock to expire a token must not thereby end its faults.
import { randomUUID } from 'node:crypto';
import type { FaultRequest } from '@club/shared/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-error.ts';

export interface Fault extends FaultRequest {
  id: string;
  /** Wall-clock ms after which the fault is gone, if it has a duration. */
  until?: number;
  hits: number;
}

/** Bodies that a client must treat as a failure even though the status says 200. */
const FAULT_BODY_TEXT: Record<NonNullable<FaultRequest['body']>, { type: string; text: string }> = {
  malformed: { type: 'application/json; charset=utf-8', text: '{"data": [{"id": "1", "attributes": ' },
  empty: { type: 'application/json; charset=utf-8', text: '' },
  html: { type: 'text/html; charset=utf-8', text: '<!doctype html><title>502 Bad Gateway</title>' },
};

export interface FaultRegistry {
  add(request: FaultRequest): Fault;
  list(): Fault[];
  remove(id: string): boolean;
  clear(): void;
  /** Settles the request if a fault matches; returns true when the route must not run. */
  apply(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
}

const matches = (fault: Fault, method: string, path: string) =>
  (!fault.method || fault.method === method) &&
  (fault.route.endsWith('*') ? path.startsWith(fault.route.slice(0, -1)) : path === fault.route);

export function createFaultRegistry(wallNow: () => number = Date.now): FaultRegistry {
  let faults: Fault[] = [];

  const live = () => {
    const now = wallNow();
    faults = faults.filter((f) => (f.until === undefined || f.until > now) && (f.times ?? 1) > 0);
    return faults;
  };

  return {
    add(request) {
      const fault: Fault = {
        ...request,
        id: randomUUID(),
        hits: 0,
        ...(request.forMs ? { until: wallNow() + request.forMs } : {}),
      };
      // Without a limit a fault lasts until it is removed; `times` counts down as it fires.
      if (request.times === undefined && request.forMs === undefined) fault.times = Number.POSITIVE_INFINITY;
      faults.push(fault);
      return fault;
    },
    list: () => live().map((f) => ({ ...f })),
    remove(id) {
      const before = faults.length;
      faults = faults.filter((f) => f.id !== id);
      return faults.length < before;
    },
    clear() {
      faults = [];
    },
    async apply(request, reply) {
      const path = request.url.split('?')[0] ?? '';
      if (path.startsWith('/__test')) return false;
      const fault = live().find((f) => matches(f, request.method, path));
      if (!fault) return false;
      fault.hits += 1;
      if (fault.times !== undefined) fault.times -= 1;

      if (fault.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
      if (fault.drop) {
        request.raw.socket.destroy();
        return true;
      }
      if (fault.body) {
        const { type, text } = FAULT_BODY_TEXT[fault.body];
        reply
          .code(fault.status ?? 200)
          .type(type)
          .send(text);
        return true;
      }
      if (fault.status) {
        const error = new HttpError(fault.status, 'injected_fault', 'Injected fault', `fault ${fault.id}`);
        reply.code(fault.status).send(error.toBody());
        return true;
      }
      return false; // a delay alone: the route answers as usual, late
    },
  };
}
