import type { ResumeEntry } from '@club/shared/contracts';
import { $user } from '@club/shared/stores';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { mergeResumeEntries } from '../../../lib/merge-resume-entries.ts';
import { $savedResumeEntries } from '../../../stores/resume-entries.ts';
import { getResumeList } from '../api/get-resume-list.ts';
import { CONTINUE_WATCHING_LOG_MESSAGE } from '../constants.ts';

export type ContinueWatching =
  | { status: 'off' | 'loading'; entries: readonly [] }
  | { status: 'ready'; entries: ResumeEntry[] };

/**
 * The signed-in viewer's videos to continue: the videos service's list (any device), with what this
 * tab's players saved since over it. Signed out it is 'off' and asks nothing. A failed read is
 * logged and shows nothing: the rail is a convenience, never in the way of the page.
 */
export function useContinueWatching(): ContinueWatching {
  const { loggedIn, ssoID } = useStore($user);
  const saved = useStore($savedResumeEntries);
  const viewer = loggedIn ? ssoID : null;
  const [read, setRead] = useState<{ viewer: string; entries: ResumeEntry[] } | null>(null);

  useEffect(() => {
    if (!viewer) return;
    const controller = new AbortController();
    getResumeList(controller.signal).then(
      (entries) => {
        if (!controller.signal.aborted) setRead({ viewer, entries });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(CONTINUE_WATCHING_LOG_MESSAGE, error);
        setRead({ viewer, entries: [] });
      },
    );
    return () => controller.abort();
  }, [viewer]);

  if (!viewer) return { status: 'off', entries: [] };
  if (read?.viewer !== viewer) return { status: 'loading', entries: [] };
  return {
    status: 'ready',
    entries: mergeResumeEntries(read.entries, saved.ssoID === viewer ? saved.entries : {}),
  };
}
