import { isResumable } from '@club/shared/contracts';
import { $user } from '@club/shared/stores';
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useState } from 'react';
import { recordResumeSave } from '../../../stores/resume-entries.ts';
import { getResumePosition } from '../api/get-resume-position.ts';
import { saveResumePosition } from '../api/save-resume-position.ts';
import { RESUME_READ_LOG_MESSAGE } from '../constants.ts';
import type { PlaybackSource } from '../lib/resolve-playback.ts';
import type { SaveProgress } from '../lib/resume-saver.ts';

export interface ResumePoint {
  /** The saved position is still being read: the player waits for it (read beside the access check). */
  pending: boolean;
  /** Where playback starts, in seconds: 0 for the beginning. */
  startAt: number;
  /** Saves the position for the signed-in viewer; null when nothing is saved (live, signed out). */
  save: SaveProgress | null;
}

const NOTHING: ResumePoint = { pending: false, startAt: 0, save: null };

/**
 * Resume (issue 12 item 9) for an on-demand video and a signed-in viewer: where they left it, on any
 * device (the videos service keeps it), and how the player saves where it stands. A failed read
 * starts from the beginning, logged only: resume never stops playback.
 */
export function useResume(source: PlaybackSource): ResumePoint {
  const { loggedIn, ssoID } = useStore($user);
  const entryId = source.kind === 'on-demand' ? source.entryId : null;
  const viewer = loggedIn ? ssoID : null;
  const [read, setRead] = useState<{ key: string; startAt: number } | null>(null);
  const key = entryId && viewer ? `${viewer}:${entryId}` : null;

  useEffect(() => {
    if (!key || !entryId) return;
    const controller = new AbortController();
    getResumePosition(entryId, controller.signal).then(
      (entry) => {
        if (controller.signal.aborted) return;
        const resumable = entry && isResumable(entry.positionSeconds, entry.durationSeconds);
        setRead({ key, startAt: resumable ? entry.positionSeconds : 0 });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(RESUME_READ_LOG_MESSAGE, error);
        setRead({ key, startAt: 0 });
      },
    );
    return () => controller.abort();
  }, [key, entryId]);

  const save = useCallback<SaveProgress>(
    async (position, duration, options) => {
      if (!entryId || !viewer) return;
      const entry = await saveResumePosition(entryId, position, duration, options);
      recordResumeSave(viewer, entryId, entry);
    },
    [entryId, viewer],
  );

  if (!key) return NOTHING;
  if (read?.key !== key) return { pending: true, startAt: 0, save };
  return { pending: false, startAt: read.startAt, save };
}
