import { showsMoment } from '@club/shared/contracts';
import { useEffect, useMemo, useState } from 'react';
import { getReplayMatch } from '../api/get-replay-match.ts';
import { KEY_MOMENTS_LOG_MESSAGE } from '../constants.ts';
import { chaptersVtt, type ReplayMoment, replayMoments } from '../lib/key-moments.ts';

export interface KeyMoments {
  /** The replay's moments in order; none for a video that is not a full-match replay. */
  moments: ReplayMoment[];
  /** The moments as a chapters track for the seek bar (a blob: URL), or null when there are none. */
  chaptersUrl: string | null;
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

  const chaptersUrl = useMemo(
    () =>
      moments.length > 0 ? URL.createObjectURL(new Blob([chaptersVtt(moments)], { type: 'text/vtt' })) : null,
    [moments],
  );
  useEffect(() => () => (chaptersUrl ? URL.revokeObjectURL(chaptersUrl) : undefined), [chaptersUrl]);
  return { moments, chaptersUrl };
}
