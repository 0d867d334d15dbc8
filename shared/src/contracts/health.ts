import * as v from '@club/shared/schema';

/** GET /health of the local services: the server answers and its database does too. */
export const healthResponse = v.object({
  status: v.picklist(['ok', 'error']),
  db: v.picklist(['ok', 'error']),
});
export type HealthResponse = v.InferOutput<typeof healthResponse>;
