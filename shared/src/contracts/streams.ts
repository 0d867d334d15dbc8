import * as v from '@club/shared/schema';

/** Spec 001 §9: "Concurrency ping interval 30 s": the websocket sends action 'ping' this often. */
export const PING_INTERVAL_MS = 30_000;

/**
 * Spec 001 §4/§9: "A setting to bypass session checks exists and is currently 0 (off)". The site's
 * setting; the streams service checks every request whatever it says.
 */
export const SESSION_CHECKS_BYPASS = 0;

/** Spec 001 §3 "Stream asset" mediaType: 'live-stream' for live, anything else is on demand. */
export const LIVE_STREAM_MEDIA_TYPE = 'live-stream';

/** Mux-style asset statuses; spec 001 §4: idle and disabled show the offline image. */
export const streamStatus = v.picklist(['active', 'idle', 'disabled']);
export type StreamStatus = v.InferOutput<typeof streamStatus>;

/**
 * The attributes of a stream asset (spec 001 §3 "Stream asset"). The spec names attributes,
 * imageData and assetData; all three sit under `attributes` (JSON:API keeps every field there).
 * `kind`, `accessData` and `geoData` are ours: what the session check decides from.
 */
export const streamAssetAttributes = v.looseObject({
  title: v.string(),
  description: v.string(),
  mediaType: v.union([v.literal(LIVE_STREAM_MEDIA_TYPE), v.literal('on-demand')]),
  kind: v.picklist(['video', 'audio']),
  imageData: v.looseObject({ posterImageKey: v.string(), offlineImageKey: v.string() }),
  assetData: v.looseObject({
    status: streamStatus,
    playbackIds: v.pipe(v.array(v.looseObject({ id: v.string() })), v.minLength(1)),
    /** Live video is ClearKey-encrypted (the 'DrmLiveVideo' path); audio is clear. */
    drm: v.boolean(),
  }),
  /** Package codes that open the asset, with the lock rules of spec 001 §4 ('?', '*', codes). */
  accessData: v.looseObject({ entitlements: v.array(v.string()) }),
  /** ISO 3166 alpha-2 countries the rights do not cover. */
  geoData: v.looseObject({ blockedCountries: v.array(v.string()) }),
  /** Ours (issue 19): a match's own stream names its match; the teams' standing channels have none. */
  matchData: v.optional(v.looseObject({ matchID: v.string(), kickoff: v.string() })),
});
export type StreamAssetAttributes = v.InferOutput<typeof streamAssetAttributes>;

/** GET {streams}/streams/{assetID} (spec 001 §7): `{ data: { id, type, attributes } }`. */
export const streamAssetResponse = v.object({
  data: v.looseObject({ id: v.string(), type: v.literal('streams'), attributes: streamAssetAttributes }),
});
export type StreamAssetResponse = v.InferOutput<typeof streamAssetResponse>;

/** The live asset ids one team's pages play; null where the team has no stream. */
export const teamMediaRoute = v.looseObject({
  liveVideoAssetId: v.nullable(v.string()),
  liveAudioAssetId: v.nullable(v.string()),
});
export type TeamMediaRoute = v.InferOutput<typeof teamMediaRoute>;

/**
 * GET {streams}/config: spec 001 §3 "Streaming config" (default live audio and video asset ids,
 * support contact, per-team media routing). The shape is ours; team ids are spec 000's.
 */
export const streamingConfig = v.looseObject({
  defaultLiveAudioAssetId: v.string(),
  defaultLiveVideoAssetId: v.string(),
  supportContact: v.looseObject({ email: v.string() }),
  /** Team id -> the assets its live pages play. */
  mediaRouting: v.record(v.string(), teamMediaRoute),
});
export type StreamingConfig = v.InferOutput<typeof streamingConfig>;

/** POST {streams}/session/check body (spec 001 §3 "Session-check request", §7). */
export const sessionCheckRequest = v.object({
  data: v.object({
    attributes: v.object({
      videoID: v.pipe(v.string(), v.minLength(1, 'is required')),
      mediaType: v.pipe(v.string(), v.minLength(1, 'is required')),
      /** Sent when signed in; counts only with a bearer token for the same user. */
      userID: v.nullish(v.string()),
      userEmail: v.nullish(v.string()),
      /**
       * Ours (issue 19): a renewal sends the playback token it held, so the playback keeps its
       * concurrency lease instead of counting as one more device.
       */
      playbackToken: v.nullish(v.pipe(v.string(), v.maxLength(4096))),
    }),
  }),
});
export type SessionCheckRequest = v.InferOutput<typeof sessionCheckRequest>;

/** 200 from the session check (spec 001 §3): a playback token for the asset; expiresAt is ours. */
export const sessionCheckResponse = v.object({
  data: v.looseObject({
    attributes: v.looseObject({
      token: v.string(),
      bypassed: v.boolean(),
      expiresAt: v.optional(v.string()),
    }),
  }),
});
export type SessionCheckResponse = v.InferOutput<typeof sessionCheckResponse>;

/** Spec 001 §4: what the player does with a refused check. */
export type SessionCheckErrorType = 'requireLogin' | 'requirePremium' | 'blocked';

/**
 * Spec 001 §8 "Session-check codes": each code's message (the 403's `title`, word for word) and
 * the type the player refuses playback with. Any other code is type 'blocked'.
 */
export const SESSION_CHECK_ERRORS = {
  ERR_3684853_1: { title: 'Please Log In to access this stream', type: 'requireLogin' },
  ERR_3684853_2: { title: 'Sorry but there is an issue with this stream', type: 'blocked' },
  ERR_3684853_3: {
    title: 'Sorry but you are not subscribed to this stream. Please upgrade or read our faqs',
    type: 'requirePremium',
  },
  ERR_56882466_1: { title: 'Your account has been blocked by an administrator', type: 'blocked' },
  ERR_56882466_2: {
    title: 'Sorry but users within this country are not allowed to play this stream',
    type: 'blocked',
  },
  ERR_54648_1: {
    title:
      'Your account has reached the limit for concurrent streaming. Please log out of some browsers and devices and try again',
    type: 'blocked',
  },
} as const satisfies Record<string, { title: string; type: SessionCheckErrorType }>;
export type SessionCheckErrorCode = keyof typeof SESSION_CHECK_ERRORS;

/** Spec 001 §8: the message for a code not in the table (shown with the code and a contact). */
export const SESSION_CHECK_OTHER_ERROR = 'Sorry, there has been a problem accessing this stream';

/**
 * Websocket {streams}/ws, client to server (spec 001 §7): `session` with a base64 id of
 * "<userId>:<assetId>", then `ping` every PING_INTERVAL_MS. Ours (issue 19): `session` carries the
 * playback token the session check gave, so the socket's pings keep that playback's lease alive
 * and closing the socket releases it; a session without a token holds no lease.
 */
export const streamsSocketRequest = v.variant('action', [
  v.object({
    action: v.literal('session'),
    sessionId: v.pipe(v.string(), v.minLength(1, 'is required')),
    token: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(4096))),
  }),
  v.object({ action: v.literal('ping') }),
]);
export type StreamsSocketRequest = v.InferOutput<typeof streamsSocketRequest>;

/** Websocket replies (the spec says "not shown"; ours): an ack per message, or an error. */
export const streamsSocketReply = v.variant('action', [
  v.looseObject({
    action: v.literal('session'),
    userId: v.string(),
    assetId: v.string(),
    pingIntervalMs: v.number(),
  }),
  v.looseObject({ action: v.literal('pong') }),
  v.looseObject({ action: v.literal('error'), code: v.string(), message: v.string() }),
]);
export type StreamsSocketReply = v.InferOutput<typeof streamsSocketReply>;

/**
 * DELETE {streams}/sessions with the bearer (ours, issue 19): 'Stop watching on the other devices'
 * ends every playback of the account that holds a concurrency lease; `ended` says how many.
 */
export const endPlaybackSessionsResponse = v.object({
  data: v.looseObject({ attributes: v.looseObject({ ended: v.number() }) }),
});
export type EndPlaybackSessionsResponse = v.InferOutput<typeof endPlaybackSessionsResponse>;

/** The base64 session id of the websocket's `session` message (spec 001 §7). */
export const encodeStreamSessionId = (userId: string, assetId: string): string =>
  btoa(String.fromCharCode(...new TextEncoder().encode(`${userId}:${assetId}`)));
