import { authorizedRequest, isApiError } from '@club/shared/api';
import { apiErrorBody, sessionCheckResponse, validate } from '@club/shared/contracts';
import * as v from '@club/shared/schema';

/** What the session check refused with: the spec's code, and what the service adds about when or how many. */
export interface SessionCheckRefusal {
  code: string;
  detail: string | null;
  /** The blackout's end (ISO), when the refusal is a blackout. */
  availableAt: string | null;
  /** The playback sessions open on the account and the limit, when the refusal is concurrency. */
  sessions: { open: number; limit: number } | null;
}

export type SessionCheckAnswer =
  | { ok: true; token: string; bypassed: boolean }
  | { ok: false; refusal: SessionCheckRefusal };

const refusalMeta = v.looseObject({
  availableAt: v.optional(v.string()),
  openSessions: v.optional(v.number()),
  sessionLimit: v.optional(v.number()),
});

export interface SessionCheckRequestInput {
  videoID: string;
  mediaType: string;
  userID: string | null;
  userEmail: string | null;
  /** A renewal: the playback token held until now, so the playback keeps its concurrency lease. */
  playbackToken?: string | undefined;
}

/**
 * POST {streams}/session/check (spec 001 §7) as the signed-in user (the shared authorised request:
 * a 401 renews the access token once and asks again): 200 gives a playback token, 403 the
 * refusal's code; both are answers. Anything else (network, 5xx, a malformed body, a 401 after the
 * renewal) throws the client's ApiError.
 */
export async function checkStreamSession(
  { videoID, mediaType, userID, userEmail, playbackToken }: SessionCheckRequestInput,
  signal?: AbortSignal,
): Promise<SessionCheckAnswer> {
  try {
    const { data } = await authorizedRequest('streams', '/session/check', {
      method: 'POST',
      schema: sessionCheckResponse,
      body: {
        data: {
          attributes: {
            videoID,
            mediaType,
            ...(userID ? { userID, userEmail } : {}),
            ...(playbackToken ? { playbackToken } : {}),
          },
        },
      },
      ...(signal ? { signal } : {}),
    });
    return { ok: true, token: data.attributes.token, bypassed: data.attributes.bypassed };
  } catch (error) {
    if (!isApiError(error) || error.status !== 403) throw error;
    const body = validate(apiErrorBody, error.body);
    const first = body.ok ? body.value.errors[0] : undefined;
    if (!first) throw error;
    const meta = validate(refusalMeta, (first as { meta?: unknown }).meta ?? {});
    const { availableAt, openSessions, sessionLimit } = meta.ok ? meta.value : {};
    return {
      ok: false,
      refusal: {
        code: first.code,
        detail: first.detail ?? null,
        availableAt: availableAt ?? null,
        sessions:
          openSessions !== undefined && sessionLimit !== undefined
            ? { open: openSessions, limit: sessionLimit }
            : null,
      },
    };
  }
}
