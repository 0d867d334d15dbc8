import { isApiError, useServiceData } from '@club/shared/api';
import type { ResumeEntry } from '@club/shared/contracts';
import { $user } from '@club/shared/stores';
import { useStore } from '@nanostores/react';
import { mergeResumeEntries } from '../../../lib/merge-resume-entries.ts';
import { $savedResumeEntries } from '../../../stores/resume-entries.ts';
import { getResumeList } from '../api/get-resume-list.ts';
import { CONTINUE_WATCHING_LOG_MESSAGE } from '../constants.ts';

export type ContinueWatching =
  | { status: 'off' | 'loading'; entries: readonly [] }
  | { status: 'ready'; entries: ResumeEntry[] };

/** The viewer's list, its failure logged (a cancelled read is not a failure). */
async function readResumeList(signal: AbortSignal): Promise<ResumeEntry[]> {
  try {
    return await getResumeList(signal);
  } catch (error) {
    if (!signal.aborted && !(isApiError(error) && error.kind === 'aborted'))
      console.error(CONTINUE_WATCHING_LOG_MESSAGE, error);
    throw error;
  }
}

/**
 * The signed-in viewer's videos to continue: the videos service's list (any device), through the
 * service data cache under the viewer's id, with what this tab's players saved since over it. Signed
 * out it is 'off' and asks nothing (so the server, which renders signed out, never asks). A failed
 * read is logged and shows nothing: the rail is a convenience, never in the way of the page.
 */
export function useContinueWatching(): ContinueWatching {
  const { loggedIn, ssoID } = useStore($user);
  const saved = useStore($savedResumeEntries);
  const viewer = loggedIn ? ssoID : null;
  const read = useServiceData(viewer ? `resume-list/${viewer}` : null, readResumeList);

  if (!viewer) return { status: 'off', entries: [] };
  if (read.status === 'loading') return { status: 'loading', entries: [] };
  return {
    status: 'ready',
    entries: mergeResumeEntries(read.data ?? [], saved.ssoID === viewer ? saved.entries : {}),
  };
}
