import { RESUME_LIST_SIZE } from '@club/shared/contracts';
import { describe, expect, it } from 'vitest';
import { aResumeEntry, aVideo } from '../testing/feed.ts';
import { mergeResumeEntries } from './merge-resume-entries.ts';

const video = (n: number) => aVideo(`v${n}`, `Video ${n}`, { duration: 600 });
const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z`;
const ids = (entries: { entryId: string }[]) => entries.map((entry) => entry.entryId);

describe('mergeResumeEntries', () => {
  it("puts this tab's newer saves over the service's list, most recent first", () => {
    const listed = [aResumeEntry(video(1), 100, at(10)), aResumeEntry(video(2), 200, at(9))];
    const merged = mergeResumeEntries(listed, {
      v2: aResumeEntry(video(2), 250, at(12)),
      v3: aResumeEntry(video(3), 30, at(11)),
    });
    expect(ids(merged)).toEqual(['v2', 'v3', 'v1']);
    expect(merged[0]?.positionSeconds).toBe(250);
  });

  it('drops a video whose position was cleared (watched to the end)', () => {
    const listed = [aResumeEntry(video(1), 100, at(10)), aResumeEntry(video(2), 200, at(9))];
    expect(ids(mergeResumeEntries(listed, { v1: null }))).toEqual(['v2']);
  });

  it('keeps what another device saved later than this tab', () => {
    const listed = [aResumeEntry(video(1), 400, at(12))];
    const merged = mergeResumeEntries(listed, { v1: aResumeEntry(video(1), 100, at(11)) });
    expect(merged[0]?.positionSeconds).toBe(400);
  });

  it(`keeps at most ${RESUME_LIST_SIZE}`, () => {
    const listed = Array.from({ length: RESUME_LIST_SIZE }, (_, i) => aResumeEntry(video(i), 60, at(i + 1)));
    const merged = mergeResumeEntries(listed, { new: aResumeEntry(aVideo('new', 'New'), 60, at(28)) });
    expect(merged).toHaveLength(RESUME_LIST_SIZE);
    expect(merged[0]?.entryId).toBe('new');
    expect(ids(merged)).not.toContain('v0');
  });
});
