import * as v from '@club/shared/schema';

export type Validation<T> = { ok: true; value: T } | { ok: false; problems: string[] };

/** Checks unknown input against a contract schema; used at every boundary, on both sides of the wire. */
export function validate<const S extends v.GenericSchema>(
  schema: S,
  input: unknown,
): Validation<v.InferOutput<S>> {
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, value: result.output };
  return {
    ok: false,
    problems: result.issues.map((issue) => {
      const path = v.getDotPath(issue);
      return path ? `${path}: ${issue.message}` : issue.message;
    }),
  };
}

/** A query-string number: the wire carries text, the contract wants an integer within bounds. */
export const queryInteger = (min: number, max: number) =>
  v.pipe(
    v.union([v.string(), v.number()]),
    v.transform((raw) => (typeof raw === 'number' ? raw : raw.trim() === '' ? Number.NaN : Number(raw))),
    v.number('must be a number'),
    v.integer('must be a whole number'),
    v.minValue(min, `must be at least ${min}`),
    v.maxValue(max, `must be at most ${max}`),
  );
