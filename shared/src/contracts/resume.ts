import * as v from '@club/shared/schema';
import { videoResult } from './videos.ts';

// Where a signed-in supporter left each on-demand video (issue 12 item 9 "Resume"), kept by the
// videos service so it follows them to any device and survives restarts. Not in the spec: the
// paths and shapes are ours, documented in services/README.md.

/** Ours: a video this close to its end (or past this share of it) counts as watched, not resumable. */
export const RESUME_FINISHED_SECONDS = 15;
export const RESUME_FINISHED_SHARE = 0.95;
/** Ours: shorter than this into a video, there is nothing to resume. */
export const RESUME_MIN_SECONDS = 5;
/** Ours: the 'Continue watching' rail shows this many, most recent first. */
export const RESUME_LIST_SIZE = 10;

const seconds = v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(24 * 60 * 60));

/** PUT {videos}/resume/{entryId} with a bearer: where playback stands now. */
export const resumePositionRequest = v.object({
  positionSeconds: seconds,
  durationSeconds: v.pipe(seconds, v.minValue(1, 'must be at least 1')),
});
export type ResumePositionRequest = v.InferOutput<typeof resumePositionRequest>;

/** One video to resume: the position, when it was saved, and the video itself (released, playable). */
export const resumeEntry = v.object({
  entryId: v.string(),
  positionSeconds: v.number(),
  durationSeconds: v.number(),
  updatedAt: v.string(),
  item: videoResult,
});
export type ResumeEntry = v.InferOutput<typeof resumeEntry>;

/** GET {videos}/resume with a bearer: the videos to continue, most recently watched first. */
export const resumeListResponse = v.object({ data: v.array(resumeEntry) });
export type ResumeListResponse = v.InferOutput<typeof resumeListResponse>;

/** PUT answer: the entry as kept, or null when the position counts as finished (or too early) and was cleared. */
export const resumePositionResponse = v.object({ data: v.nullable(resumeEntry) });
export type ResumePositionResponse = v.InferOutput<typeof resumePositionResponse>;

/** True when a position is worth resuming: past the first seconds and not at the end. */
export function isResumable(positionSeconds: number, durationSeconds: number): boolean {
  return (
    positionSeconds >= RESUME_MIN_SECONDS &&
    positionSeconds < durationSeconds - RESUME_FINISHED_SECONDS &&
    positionSeconds < durationSeconds * RESUME_FINISHED_SHARE
  );
}
