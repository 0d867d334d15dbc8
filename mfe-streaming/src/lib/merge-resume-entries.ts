import { RESUME_LIST_SIZE, type ResumeEntry } from '@club/shared/contracts';

/**
 * The 'Continue watching' list: the service's list with this tab's newer saves over it (a cleared
 * entry drops out, a newly saved one joins), most recently watched first, at most RESUME_LIST_SIZE.
 */
export function mergeResumeEntries(
  listed: readonly ResumeEntry[],
  saved: Readonly<Record<string, ResumeEntry | null>>,
): ResumeEntry[] {
  const byEntry = new Map(listed.map((entry) => [entry.entryId, entry]));
  for (const [entryId, entry] of Object.entries(saved)) {
    const known = byEntry.get(entryId);
    // A save older than what the service listed (another device watched since) changes nothing.
    if (known && entry && Date.parse(entry.updatedAt) < Date.parse(known.updatedAt)) continue;
    if (entry) byEntry.set(entryId, entry);
    else byEntry.delete(entryId);
  }
  return [...byEntry.values()]
    .sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt))
    .slice(0, RESUME_LIST_SIZE);
}
