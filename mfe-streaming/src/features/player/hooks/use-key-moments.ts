import { type MatchDetail, REPLAY_DURATION_S, showsMoment } from '@club/shared/contracts';
import { useEffect, useMemo, useState } from 'react';
import { getReplayMatch, getStreamMatch } from '../api/get-match-of.ts';
import {
  KEY_MOMENTS_LOG_MESSAGE,
  LIVE_CHAPTER_TAIL_SECONDS,
  LIVE_MOMENTS_PLACE_MS,
  LIVE_MOMENTS_REFRESH_MS,
} from '../constants.ts';
import { chaptersVtt, liveStreamMoments, type ReplayMoment, replayMoments } from '../lib/key-moments.ts';

export interface KeyMoments {
  /** The moments in order; none for a video that is not a full-match replay or a match's live stream. */
  moments: ReplayMoment[];
  /** The moments as a chapters track for the seek bar (a blob: URL), or null when there are none. */
  chaptersUrl: string | null;
}

/** Whether two lists hold the same moments at the same places (to a tenth of a second). */
const sameMoments = (a: readonly ReplayMoment[], b: readonly ReplayMoment[]) =>
  a.length === b.length &&
  a.every((moment, index) => {
    const other = b[index];
    return other?.text === moment.text && Math.abs(other.seconds - moment.seconds) < 0.1;
  });

/** The moments as a chapters track (a blob: address, let go of when they change), up to `end`. */
function useChapters(moments: readonly ReplayMoment[], end: (last: number) => number): string | null {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the end follows the moments
  const chaptersUrl = useMemo(() => {
    const last = moments.at(-1);
    if (!last) return null;
    return URL.createObjectURL(new Blob([chaptersVtt(moments, end(last.seconds))], { type: 'text/vtt' }));
  }, [moments]);
  useEffect(() => () => (chaptersUrl ? URL.revokeObjectURL(chaptersUrl) : undefined), [chaptersUrl]);
  return chaptersUrl;
}

/**
 * The key moments of the on-demand video `entryId` when it is a full-match replay (lib/key-moments.ts):
 * its match from the match centre, asked for beside the stream; a failed look-up is logged and the
 * replay plays without moments. In spoiler-free mode its goals are left out.
 */
export function useKeyMoments(entryId: string | null, spoilerFree: boolean): KeyMoments {
  const [allMoments, setMoments] = useState<ReplayMoment[]>([]);
  const moments = useMemo(
    () => allMoments.filter((moment) => showsMoment(moment, spoilerFree)),
    [allMoments, spoilerFree],
  );
  useEffect(() => {
    setMoments([]);
    if (!entryId) return;
    const controller = new AbortController();
    getReplayMatch(entryId, controller.signal).then(
      (match) => setMoments(match ? replayMoments(match) : []),
      (error: unknown) => {
        if (!controller.signal.aborted) console.warn(KEY_MOMENTS_LOG_MESSAGE, error);
      },
    );
    return () => controller.abort();
  }, [entryId]);
  // A replay's last chapter runs to its end.
  return { moments, chaptersUrl: useChapters(moments, () => REPLAY_DURATION_S) };
}

/**
 * The key moments of a match's own live stream `assetId` that are in its DVR window: the match as
 * the match centre has it, asked for again every LIVE_MOMENTS_REFRESH_MS while it is played (new
 * events), each moment placed by the stream's programme time (`mediaTimeAt`), again every
 * LIVE_MOMENTS_PLACE_MS as the window moves on. A stream that is not a match's has none; a failed
 * look-up is logged and the moments stay as they were. In spoiler-free mode its goals are left out.
 */
export function useLiveKeyMoments(
  assetId: string | null,
  mediaTimeAt: (epochMs: number) => number | null,
  spoilerFree: boolean,
): KeyMoments {
  const [placed, setPlaced] = useState<ReplayMoment[]>([]);
  useEffect(() => {
    setPlaced([]);
    if (!assetId) return;
    const controller = new AbortController();
    let match: MatchDetail | null = null;
    // Kept as they were while the same moments stand at the same places: the player draws again
    // only when one joins, leaves or moves.
    const place = () => {
      const next = match ? liveStreamMoments(match, mediaTimeAt) : [];
      setPlaced((last) => (sameMoments(last, next) ? last : next));
    };
    const timers: ReturnType<typeof setInterval>[] = [];
    const stop = () => {
      for (const timer of timers) clearInterval(timer);
    };
    const load = () =>
      getStreamMatch(assetId, controller.signal).then(
        (found) => {
          // A stream that shows no one match has no moments to wait for.
          if (!found) stop();
          match = found;
          place();
        },
        (error: unknown) => {
          if (!controller.signal.aborted) console.warn(KEY_MOMENTS_LOG_MESSAGE, error);
        },
      );
    void load();
    timers.push(setInterval(load, LIVE_MOMENTS_REFRESH_MS), setInterval(place, LIVE_MOMENTS_PLACE_MS));
    return () => {
      stop();
      controller.abort();
    };
  }, [assetId, mediaTimeAt]);

  const moments = useMemo(
    () => placed.filter((moment) => showsMoment(moment, spoilerFree)),
    [placed, spoilerFree],
  );
  return { moments, chaptersUrl: useChapters(moments, (last) => last + LIVE_CHAPTER_TAIL_SECONDS) };
}
