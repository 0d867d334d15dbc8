// What the players of this tab saved of where the viewer left each video, kept only in memory so the
// 'Continue watching' rail is right the moment a player closes, without asking the service again. The
// service keeps the positions themselves (on any device, across restarts); this is only news of them.
import type { ResumeEntry } from '@club/shared/contracts';
import { map } from 'nanostores';

export interface SavedResumeEntries {
  /** Whose saves these are: a different account's are never shown. */
  ssoID: string | null;
  /** By entry id: the entry as the service kept it, or null when it was cleared (watched to the end). */
  entries: Record<string, ResumeEntry | null>;
}

export const $savedResumeEntries = map<SavedResumeEntries>({ ssoID: null, entries: {} });

/** A player saved a position (or cleared it: null) for the signed-in `ssoID`. */
export function recordResumeSave(ssoID: string, entryId: string, entry: ResumeEntry | null): void {
  const current = $savedResumeEntries.get();
  const entries = current.ssoID === ssoID ? current.entries : {};
  $savedResumeEntries.set({ ssoID, entries: { ...entries, [entryId]: entry } });
}
