import { IMAGE_SIZES, imageUrl, serviceUrl } from '@club/shared/api';
import {
  ACCESS_STATUS,
  clearKeyLicencePath,
  LIVE_STREAM_MEDIA_TYPE,
  liveStoryboardPath,
  type MediaKind,
  mediaCaptionsPath,
  mediaPlaylistPath,
  mediaStoryboardPath,
  type PaymentsSessionResponse,
} from '@club/shared/contracts';
import { $user, setBypassed } from '@club/shared/stores';
import { getStreamAsset } from '../../../api/get-stream-asset.ts';
import { checkStreamSession } from '../api/check-stream-session.ts';
import { getPaymentsSession } from '../api/get-payments-session.ts';
import { type Refusal, refusalFromSessionCheck, refusalFromStatus } from './refusal.ts';

/** What a player is asked to play: an on-demand video by entry id, or a stream asset (live or a replay). */
export type PlaybackSource = { kind: 'on-demand'; entryId: string } | { kind: 'stream'; assetId: string };

/** A stream asset as the players show it (spec 001 §3 "live video record"). */
export interface StreamAssetView {
  id: string;
  title: string;
  description: string;
  live: boolean;
  kind: 'video' | 'audio';
  status: 'active' | 'idle' | 'disabled';
  playbackId: string;
  /** The live video is ClearKey-encrypted: it needs the licence URL. */
  drm: boolean;
  posterUrl: string;
  offlineUrl: string;
}

/** Where the engine gets the media: the playlist with its token, and the ClearKey licence for DRM. */
export interface MediaSource {
  url: string;
  /** The playback token `url` and `licenceUrl` carry (KSession, or the session check's). */
  token: string;
  licenceUrl: string | null;
  /** On-demand video: its caption tracks' list (`mediaCaptionsPath`), relative to {media}, with the token. */
  captionsPath?: string | null;
  /** On-demand video: the seek bar's previews, a WebVTT thumbnails track (`mediaStoryboardPath`), with the token. */
  storyboardUrl?: string | null;
  /**
   * Live video: the DVR window's previews by programme time (`liveStoryboardPath`), relative to
   * {media}, asked for with the playback's newest token.
   */
  liveStoryboardPath?: string | null;
  live: boolean;
  kind: 'video' | 'audio';
  /**
   * Who granted it: the payment provider's library (on-demand video and audio, spec 001 §4's status
   * table) or the streams service's session check (live streams).
   */
  grantedBy: 'payment-provider' | 'session-check';
}

export type PlaybackDecision =
  | { status: 'playable'; media: MediaSource; asset: StreamAssetView | null }
  | { status: 'offline'; asset: StreamAssetView }
  | { status: 'refused'; refusal: Refusal; asset: StreamAssetView | null };

/**
 * Who is asking: the signed-in user (id and email; the access token goes with every access call
 * through the shared authorised request) or no one.
 */
export interface Viewer {
  userID: string | null;
  userEmail: string | null;
}

/** An access decision: the playback token, or the refusal to show. */
export type Access = { ok: true; token: string } | { ok: false; refusal: Refusal };

/** Spec 001 §4: the payments library's session for an entry; -1 with a KSession plays, any other status refuses. */
export function paymentsAccess(session: Pick<PaymentsSessionResponse, 'Status' | 'KSession'>): Access {
  if (session.Status !== ACCESS_STATUS.success || !session.KSession) {
    return { ok: false, refusal: refusalFromStatus(session.Status) };
  }
  return { ok: true, token: session.KSession };
}

/**
 * The session check for a stream asset (spec 001 §7; 200 and 403 are both answers), for this
 * viewer; a renewal names the playback token it held (`renewing`), so the playback keeps its lease.
 */
export async function checkStreamAccess(
  asset: StreamAssetView,
  viewer: Viewer,
  { signal, renewing }: { signal?: AbortSignal; renewing?: string } = {},
): Promise<Access> {
  const answer = await checkStreamSession(
    {
      videoID: asset.id,
      mediaType: asset.live ? LIVE_STREAM_MEDIA_TYPE : 'on-demand',
      userID: viewer.userID,
      userEmail: viewer.userEmail,
      playbackToken: renewing,
    },
    signal,
  );
  if (answer.ok) {
    // Spec 001 §3, §6: the check's `bypassed` marks the account as restrictions bypassed (the
    // account summary says so), for the user it was asked for.
    if (viewer.userID && $user.get().ssoID === viewer.userID) setBypassed(answer.bypassed);
    return { ok: true, token: answer.token };
  }
  return { ok: false, refusal: refusalFromSessionCheck(answer.refusal, { live: asset.live }) };
}

const mediaUrl = (kind: MediaKind, id: string, token: string) =>
  serviceUrl('media', mediaPlaylistPath(kind, id, token));

function assetView(
  id: string,
  attributes: Awaited<ReturnType<typeof getStreamAsset>>['attributes'],
): StreamAssetView {
  const { width, height } = IMAGE_SIZES.audioPoster;
  return {
    id,
    title: attributes.title,
    description: attributes.description,
    live: attributes.mediaType === LIVE_STREAM_MEDIA_TYPE,
    kind: attributes.kind,
    status: attributes.assetData.status,
    playbackId: attributes.assetData.playbackIds[0]?.id ?? '',
    drm: attributes.assetData.drm,
    posterUrl: imageUrl(attributes.imageData.posterImageKey, width, height),
    offlineUrl: imageUrl(attributes.imageData.offlineImageKey, width, height),
  };
}

/** Spec 001 §4: an on-demand video through the payments library session; -1 plays with KSession. */
export async function resolveOnDemand(entryId: string, signal?: AbortSignal): Promise<PlaybackDecision> {
  const access = paymentsAccess(await getPaymentsSession(entryId, 'signed-in-user', signal));
  if (!access.ok) return { status: 'refused', refusal: access.refusal, asset: null };
  return {
    status: 'playable',
    media: {
      url: mediaUrl('vod', entryId, access.token),
      token: access.token,
      licenceUrl: null,
      captionsPath: mediaCaptionsPath(entryId, access.token),
      storyboardUrl: serviceUrl('media', mediaStoryboardPath(entryId, access.token)),
      live: false,
      kind: 'video',
      grantedBy: 'payment-provider',
    },
    asset: null,
  };
}

/**
 * Spec 001 §4: on-demand audio plays through the payment provider ("The same status codes apply to
 * audio via the payment provider: -1 grants a playback session"); live streams through the
 * streams service's session check, whose country, blackout and concurrency rules the status table
 * has no codes for.
 */
export const playsThroughPaymentProvider = (asset: StreamAssetView): boolean =>
  !asset.live && asset.kind === 'audio';

/** On-demand audio: the payments library's session for the asset; -1 plays its audio with the KSession. */
export async function resolveProviderAudio(
  asset: StreamAssetView,
  signal?: AbortSignal,
): Promise<PlaybackDecision> {
  if (asset.status !== 'active') return { status: 'offline', asset };
  const access = paymentsAccess(await getPaymentsSession(asset.id, 'signed-in-user', signal));
  if (!access.ok) return { status: 'refused', refusal: access.refusal, asset };
  return {
    status: 'playable',
    media: {
      url: mediaUrl('audio', asset.playbackId, access.token),
      token: access.token,
      licenceUrl: null,
      live: false,
      kind: 'audio',
      grantedBy: 'payment-provider',
    },
    asset,
  };
}

/** Reads a stream asset, for the player to show its title and images before (or instead of) playing. */
export async function loadStreamAsset(assetId: string, signal?: AbortSignal): Promise<StreamAssetView> {
  const data = await getStreamAsset(assetId, signal);
  return assetView(data.id, data.attributes);
}

/**
 * Spec 001 §4 "Live audio player" (and live video, §2): idle or disabled shows the offline image;
 * otherwise the session check (200 and 403 both answers) gives the token for the playlist and, for
 * DRM video, the ClearKey licence.
 */
export async function resolveStream(
  asset: StreamAssetView,
  viewer: Viewer,
  signal?: AbortSignal,
): Promise<PlaybackDecision> {
  if (asset.status !== 'active') return { status: 'offline', asset };
  const access = await checkStreamAccess(asset, viewer, signal ? { signal } : {});
  if (!access.ok) return { status: 'refused', refusal: access.refusal, asset };
  const kind: MediaKind = asset.live ? 'live' : asset.kind === 'audio' ? 'audio' : 'vod';
  return {
    status: 'playable',
    media: {
      url: mediaUrl(kind, asset.playbackId, access.token),
      token: access.token,
      licenceUrl: asset.drm ? serviceUrl('media', clearKeyLicencePath(asset.playbackId, access.token)) : null,
      liveStoryboardPath: asset.live && asset.kind === 'video' ? liveStoryboardPath(asset.playbackId) : null,
      live: asset.live,
      kind: asset.kind,
      grantedBy: 'session-check',
    },
    asset,
  };
}
