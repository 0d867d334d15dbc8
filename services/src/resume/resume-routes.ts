// {videos}/resume: where a signed-in supporter left each on-demand video, so the player resumes it
// on any device and /videos can offer 'Continue watching' (issue 12 item 9). Only the access token
// says whose positions these are. Registered under '/videos'.
import {
  isResumable,
  RESUME_LIST_SIZE,
  type ResumeEntry,
  type ResumeListResponse,
  type ResumePositionResponse,
  resumePositionRequest,
} from '@club/shared/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { notFound } from '../lib/http-error.ts';
import { parseInput } from '../lib/parse-input.ts';
import { requestOrigin } from '../lib/public-url.ts';
import type { ServicePluginOptions } from '../lib/service-context.ts';
import { requireViewer } from '../playback/viewer.ts';
import { findVideo } from '../videos/find-video.ts';

const entryParams = v.object({ entryId: v.pipe(v.string(), v.minLength(1), v.maxLength(200)) });

interface PositionRow {
  entry_id: string;
  position_seconds: number;
  duration_seconds: number;
  updated_at: Date;
}

const imagesBaseUrl = (request: FastifyRequest) => `${requestOrigin(request)}/images`;

export const resumeRoutes: FastifyPluginAsync<ServicePluginOptions> = async (app, { ctx }) => {
  async function toEntry(row: PositionRow, request: FastifyRequest): Promise<ResumeEntry | null> {
    const item = await findVideo(ctx.db, {
      entryId: row.entry_id,
      now: ctx.clock.now(),
      imagesBaseUrl: imagesBaseUrl(request),
    });
    if (!item || item.mediaData.mediaType === 'Live') return null;
    return {
      entryId: row.entry_id,
      positionSeconds: row.position_seconds,
      durationSeconds: row.duration_seconds,
      updatedAt: new Date(row.updated_at).toISOString(),
      item,
    };
  }

  app.get('/resume', async (request, reply): Promise<ResumeListResponse> => {
    const viewer = await requireViewer(ctx, request);
    reply.header('cache-control', 'no-store');
    const { rows } = await ctx.db.query<PositionRow>(
      `SELECT entry_id, position_seconds, duration_seconds, updated_at FROM playback_positions
       WHERE sso_id = $1 ORDER BY updated_at DESC LIMIT $2`,
      [viewer.ssoId, RESUME_LIST_SIZE],
    );
    const entries = await Promise.all(rows.map((row) => toEntry(row, request)));
    return { data: entries.filter((entry): entry is ResumeEntry => entry !== null) };
  });

  // One video's position, so a player resumes it however long ago it was watched.
  app.get('/resume/:entryId', async (request, reply): Promise<ResumePositionResponse> => {
    const viewer = await requireViewer(ctx, request);
    const { entryId } = parseInput(entryParams, request.params);
    reply.header('cache-control', 'no-store');
    const { rows } = await ctx.db.query<PositionRow>(
      `SELECT entry_id, position_seconds, duration_seconds, updated_at FROM playback_positions
       WHERE sso_id = $1 AND entry_id = $2`,
      [viewer.ssoId, entryId],
    );
    const row = rows[0];
    return { data: row ? await toEntry(row, request) : null };
  });

  app.put('/resume/:entryId', async (request, reply): Promise<ResumePositionResponse> => {
    const viewer = await requireViewer(ctx, request);
    const { entryId } = parseInput(entryParams, request.params);
    const { positionSeconds, durationSeconds } = parseInput(resumePositionRequest, request.body);
    reply.header('cache-control', 'no-store');
    const now = ctx.clock.now();
    const video = await findVideo(ctx.db, { entryId, now, imagesBaseUrl: imagesBaseUrl(request) });
    if (!video || video.mediaData.mediaType === 'Live') throw notFound(`No on-demand video '${entryId}'`);
    if (!isResumable(positionSeconds, durationSeconds)) {
      await ctx.db.query('DELETE FROM playback_positions WHERE sso_id = $1 AND entry_id = $2', [
        viewer.ssoId,
        entryId,
      ]);
      return { data: null };
    }
    await ctx.db.query(
      `INSERT INTO playback_positions (sso_id, entry_id, position_seconds, duration_seconds, updated_at)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (sso_id, entry_id) DO UPDATE
       SET position_seconds = $3, duration_seconds = $4, updated_at = $5`,
      [viewer.ssoId, entryId, positionSeconds, durationSeconds, now],
    );
    return {
      data: {
        entryId,
        positionSeconds,
        durationSeconds,
        updatedAt: now.toISOString(),
        item: video,
      },
    };
  });
};
