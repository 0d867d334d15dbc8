import * as v from '@club/shared/schema';

/**
 * The header a call's id travels in, both ways (the site's client and the services): the services
 * log every line of a request with it and answer it back, so a failure seen by the site and the
 * services' log line about it can be matched.
 */
export const REQUEST_ID_HEADER = 'x-request-id';

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
