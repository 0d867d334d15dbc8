// {media}: HLS playlists, init segments, media segments and the ClearKey licence for the committed
// test streams (services/media/). Paths are ours (spec 001 does not show them; services/README.md):
//   /vod/{entryId}/...      on-demand video, any entry id of the videos table, as long as the video
//   /audio/{playbackId}/... on-demand audio (the audio stream assets that are not live)
//   /live/{playbackId}/...  live audio, or ClearKey live video, as a sliding window on the clock
//   /licence/{playbackId}   the ClearKey licence of a live DRM stream
// under each item: index.m3u8 (multivariant), media.m3u8, init.mp4 and {n}.m4s; under an on-demand
// video also captions.json (its caption tracks), captions/{language}.vtt, and storyboard.vtt with
// storyboard.jpg (the seek bar's previews), and under a live video stream storyboard.json (its DVR
// window's previews by programme time) with storyboard.jpg. Every request needs ?token= with a
// playback token for that id.
import {
  CAPTION_LANGUAGES,
  type CaptionLanguage,
  captionTrackPath,
  isCaptionLanguage,
  MEDIA_TOKEN_PARAM,
  type MediaKind,
  type StreamAssetAttributes,
} from '@club/shared/contracts';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../lib/http-error.ts';
import type { ServiceContext, ServicePluginOptions } from '../lib/service-context.ts';
import { findLiveStreamByPlaybackId, findOnDemandAudio } from '../streams/stream-assets.ts';
import { captionsVtt, VTT_CONTENT_TYPE } from './captions.ts';
import { answerLicence, parseLicenceBody } from './clearkey-licence.ts';
import { requirePlaybackToken } from './media-access.ts';
import { loadMediaLibrary, type MediaLibrary, type Rendition } from './media-library.ts';
import { RENDITIONS } from './media-manifest.ts';
import {
  INIT_SEGMENT,
  liveEdge,
  liveMediaPlaylist,
  MEDIA_PLAYLIST,
  MULTIVARIANT_PLAYLIST,
  multivariantPlaylist,
  vodMediaPlaylist,
  vodSegmentCount,
} from './playlists.ts';
import { liveStoryboard, storyboardVtt } from './storyboard.ts';
import { TEST_CONTENT_KEY } from './test-content-key.ts';

export const PLAYLIST_TYPE = 'application/vnd.apple.mpegurl';
/** Playlists change (live) and licences are per viewer: never stored. */
const NO_STORE = 'no-store';
/** Segments never change, but only token holders may have them: the browser may keep them a while. */
const SEGMENT_CACHE = 'private, max-age=3600';
/** A ClearKey request is a few hundred bytes; anything far bigger is not one. */
const LICENCE_BODY_LIMIT = 8 * 1024;

const SEGMENT_NAME = /^(0|[1-9]\d{0,14})\.m4s$/;
const CAPTION_FILE = /^([a-z]{2})\.vtt$/;

interface Served {
  rendition: Rendition;
  live: boolean;
  /** On demand: how long the item lasts (the rendition loops to fill it); the rendition's own length when absent. */
  seconds?: number;
}

type Resolve = (id: string) => Promise<Served>;

/** What the media service needs of a live stream: which rendition, and whether it is encrypted. */
interface LiveMedia {
  kind: StreamAssetAttributes['kind'];
  drm: boolean;
}

/**
 * A live stream with media at `now`, standing or a streamed match's own, as the streams service
 * holds it: 404 for unknown ids and for idle or disabled streams, which show their offline image.
 */
async function liveAsset(ctx: ServiceContext, playbackId: string): Promise<LiveMedia> {
  const asset = await findLiveStreamByPlaybackId(ctx.db, playbackId, ctx.clock.now());
  if (!asset) throw notFound(`No live stream ${playbackId}`);
  const { status, drm } = asset.attributes.assetData;
  if (status !== 'active') throw notFound(`The live stream ${playbackId} is ${status}: it has no media`);
  return { kind: asset.attributes.kind, drm };
}

export const mediaRoutes: FastifyPluginAsync<ServicePluginOptions> = async (app, { ctx }) => {
  const library = await loadMediaLibrary();
  // Live streams count their segments from now (playlists.ts, liveSegmentStart).
  const liveOrigin = ctx.clock.now();

  registerItem(app, ctx, liveOrigin, 'vod', async (entryId) => {
    // As long as the catalogue says the video is (its VideoDuration).
    const { seconds } = await onDemandVideo(ctx, entryId);
    return { rendition: library[RENDITIONS.video], live: false, seconds };
  });

  registerCaptions(app, ctx, library[RENDITIONS.video]);
  registerStoryboard(app, ctx, library[RENDITIONS.video]);

  registerItem(app, ctx, liveOrigin, 'audio', async (playbackId) => {
    if (!(await findOnDemandAudio(ctx.db, playbackId))) throw notFound(`No on-demand audio ${playbackId}`);
    return { rendition: library[RENDITIONS.audio], live: false };
  });

  registerItem(app, ctx, liveOrigin, 'live', async (playbackId) => ({
    rendition: liveRendition(library, await liveAsset(ctx, playbackId)),
    live: true,
  }));
  registerLiveStoryboard(app, ctx, library, liveOrigin);

  // The CDM's request arrives as hls.js sends it: raw bytes, usually without a content type. This
  // parser only applies inside this plugin.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: LICENCE_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.post<{ Params: { playbackId: string } }>('/licence/:playbackId', async (request, reply) => {
    const { playbackId } = request.params;
    await requirePlaybackToken(ctx, request, playbackId, { lease: true });
    const asset = await liveAsset(ctx, playbackId);
    if (!asset.drm) throw notFound(`The stream ${playbackId} is not encrypted`);
    const licence = answerLicence(parseLicenceBody(request.body), [TEST_CONTENT_KEY]);
    return reply.header('cache-control', NO_STORE).send(licence);
  });
};

/** An on-demand video of the catalogue: how long it lasts and the caption tracks it carries; 404 unknown. */
async function onDemandVideo(
  ctx: ServiceContext,
  entryId: string,
): Promise<{ seconds: number; languages: CaptionLanguage[] }> {
  const { rows } = await ctx.db.query<{ duration_s: number; caption_languages: string[] }>(
    'SELECT duration_s, caption_languages FROM videos WHERE entry_id = $1',
    [entryId],
  );
  const video = rows[0];
  if (!video) throw notFound(`No video ${entryId}`);
  return { seconds: video.duration_s, languages: video.caption_languages.filter(isCaptionLanguage) };
}

/**
 * The caption tracks of an on-demand video (captions.ts): the list a player offers, and each
 * track's WebVTT, as long as the video and looped over `rendition` as its picture is. Token first,
 * as for the video's media; on demand there is no lease.
 */
function registerCaptions(app: FastifyInstance, ctx: ServiceContext, rendition: Rendition): void {
  type Request = FastifyRequest<{ Params: { id: string; file?: string } }>;
  app.get('/vod/:id/captions.json', async (request: Request, reply) => {
    const { id } = request.params;
    const token = await requirePlaybackToken(ctx, request, id);
    const { languages } = await onDemandVideo(ctx, id);
    const tracks = languages.map((language) => ({
      language,
      label: CAPTION_LANGUAGES[language],
      url: captionTrackPath(id, language, token),
    }));
    return reply.header('cache-control', NO_STORE).send({ tracks });
  });

  app.get('/vod/:id/captions/:file', async (request: Request, reply) => {
    const { id, file = '' } = request.params;
    await requirePlaybackToken(ctx, request, id);
    const { seconds, languages } = await onDemandVideo(ctx, id);
    const language = CAPTION_FILE.exec(file)?.[1] ?? '';
    if (!isCaptionLanguage(language) || !languages.includes(language))
      throw notFound(`The video ${id} has no captions ${file}`);
    return reply
      .header('content-type', VTT_CONTENT_TYPE)
      .header('cache-control', SEGMENT_CACHE)
      .send(captionsVtt(language, seconds, rendition.totalDuration));
  });
}

const STORYBOARD_SPRITE = 'storyboard.jpg';

/**
 * The seek bar's previews of an on-demand video (storyboard.ts): the thumbnails track, as long as
 * the video, and the sprite its cues point into, each behind the video's playback token.
 */
function registerStoryboard(app: FastifyInstance, ctx: ServiceContext, rendition: Rendition): void {
  type Request = FastifyRequest<{ Params: { id: string } }>;
  const { storyboard } = rendition;
  const sprite = rendition.storyboardData;
  if (!storyboard || !sprite)
    throw new Error(`The ${rendition.name} rendition has no storyboard (services/media/)`);
  app.get('/vod/:id/storyboard.vtt', async (request: Request, reply) => {
    const { id } = request.params;
    const token = await requirePlaybackToken(ctx, request, id);
    const { seconds } = await onDemandVideo(ctx, id);
    const spriteUri = `${STORYBOARD_SPRITE}?${MEDIA_TOKEN_PARAM}=${encodeURIComponent(token)}`;
    return reply
      .header('content-type', VTT_CONTENT_TYPE)
      .header('cache-control', SEGMENT_CACHE)
      .send(storyboardVtt(storyboard, seconds, rendition.totalDuration, spriteUri));
  });

  app.get(`/vod/:id/${STORYBOARD_SPRITE}`, async (request: Request, reply) => {
    const { id } = request.params;
    await requirePlaybackToken(ctx, request, id);
    await onDemandVideo(ctx, id);
    return reply.header('content-type', 'image/jpeg').header('cache-control', SEGMENT_CACHE).send(sprite);
  });
}

/**
 * The seek bar's previews of a live video stream's DVR window (storyboard.ts): its tiles by
 * programme time, and the sprite they point into, behind the stream's playback token (no lease:
 * the playlists count the viewer). Live audio has none.
 */
function registerLiveStoryboard(
  app: FastifyInstance,
  ctx: ServiceContext,
  library: MediaLibrary,
  liveOrigin: Date,
): void {
  type Request = FastifyRequest<{ Params: { id: string } }>;
  const pictures = library[RENDITIONS.video];
  const { storyboard } = pictures;
  const sprite = pictures.storyboardData;
  if (!storyboard || !sprite)
    throw new Error(`The ${pictures.name} rendition has no storyboard (services/media/)`);
  const liveVideo = async (request: Request) => {
    const token = await requirePlaybackToken(ctx, request, request.params.id);
    const asset = await liveAsset(ctx, request.params.id);
    if (asset.kind !== 'video') throw notFound(`The live stream ${request.params.id} has no pictures`);
    return { token, rendition: liveRendition(library, asset) };
  };
  app.get('/live/:id/storyboard.json', async (request: Request, reply) => {
    const { token, rendition } = await liveVideo(request);
    const spriteUri = `${STORYBOARD_SPRITE}?${MEDIA_TOKEN_PARAM}=${encodeURIComponent(token)}`;
    return reply
      .header('cache-control', NO_STORE)
      .send(liveStoryboard(storyboard, rendition, { now: ctx.clock.now(), origin: liveOrigin, spriteUri }));
  });
  app.get(`/live/:id/${STORYBOARD_SPRITE}`, async (request: Request, reply) => {
    await liveVideo(request);
    return reply.header('content-type', 'image/jpeg').header('cache-control', SEGMENT_CACHE).send(sprite);
  });
}

function liveRendition(library: MediaLibrary, asset: LiveMedia): Rendition {
  if (asset.kind === 'audio') return library[RENDITIONS.audio];
  return library[asset.drm ? RENDITIONS.videoClearKey : RENDITIONS.video];
}

/** The four files under /{kind}/{id}/: both playlists, the init segment and the media segments. */
function registerItem(
  app: FastifyInstance,
  ctx: ServiceContext,
  liveOrigin: Date,
  kind: MediaKind,
  resolve: Resolve,
): void {
  type Request = FastifyRequest<{ Params: { id: string; segment?: string } }>;
  // Token first, then the item: a request without a valid token learns nothing about ids. The
  // playlists, which a live player asks for again every few seconds, also need the token's
  // concurrency lease to count; segments and the init segment (cacheable, useless without the
  // playlist) do not ask the database.
  const open = async (request: Request, { lease = false } = {}) => {
    const token = await requirePlaybackToken(ctx, request, request.params.id, { lease });
    return { token, ...(await resolve(request.params.id)) };
  };
  const playlist = (reply: FastifyReply, text: string) =>
    reply.header('content-type', PLAYLIST_TYPE).header('cache-control', NO_STORE).send(text);
  const media = (reply: FastifyReply, rendition: Rendition, data: Buffer) =>
    reply
      .header('content-type', rendition.kind === 'audio' ? 'audio/mp4' : 'video/mp4')
      .header('cache-control', SEGMENT_CACHE)
      .send(data);

  app.get(`/${kind}/:id/${MULTIVARIANT_PLAYLIST}`, async (request: Request, reply) => {
    const { token, rendition } = await open(request, { lease: true });
    return playlist(reply, multivariantPlaylist(rendition, token));
  });

  app.get(`/${kind}/:id/${MEDIA_PLAYLIST}`, async (request: Request, reply) => {
    const { token, rendition, live, seconds } = await open(request, { lease: true });
    const text = live
      ? liveMediaPlaylist(rendition, ctx.clock.now(), liveOrigin, token)
      : vodMediaPlaylist(rendition, token, seconds);
    return playlist(reply, text);
  });

  app.get(`/${kind}/:id/${INIT_SEGMENT}`, async (request: Request, reply) => {
    const { rendition } = await open(request);
    return media(reply, rendition, rendition.initData);
  });

  app.get(`/${kind}/:id/:segment`, async (request: Request, reply) => {
    const { rendition, live, seconds } = await open(request);
    const name = request.params.segment ?? '';
    const match = SEGMENT_NAME.exec(name);
    const sequence = match?.[1] === undefined ? Number.NaN : Number(match[1]);
    const count = rendition.segments.length;
    // On demand: the rendition's own segments. Live: any sequence number up to the edge; those
    // not yet produced do not exist, as on a real origin.
    const exists = live
      ? sequence <= liveEdge(rendition, ctx.clock.now(), liveOrigin)
      : sequence < vodSegmentCount(rendition, seconds);
    const data = exists ? rendition.segmentData[sequence % count] : undefined;
    if (!data) throw notFound(`No segment ${name}`);
    return media(reply, rendition, data);
  });
}
