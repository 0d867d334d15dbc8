// Every query string and body is checked against its contract before a route touches it, so a bad
// request answers 400 before anything is read or stored.
import { validate } from '@club/shared/contracts';
import type * as v from 'valibot';
import { badRequest } from './http-error.ts';

export function parseInput<const S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = validate(schema, input ?? {});
  if (!result.ok) throw badRequest(result.problems.join('; '));
  return result.value;
}
