import * as v from 'valibot';

/** The error body every service answers with (JSON:API style, as the streams service's session check uses). */
export const apiErrorBody = v.object({
  errors: v.array(
    v.looseObject({
      status: v.string(),
      code: v.string(),
      title: v.string(),
      detail: v.optional(v.string()),
    }),
  ),
});
export type ApiErrorBody = v.InferOutput<typeof apiErrorBody>;
