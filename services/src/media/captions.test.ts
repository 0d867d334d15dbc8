import { webVttTime as vttTime } from '@club/shared/contracts';
import { describe, expect, it } from 'vitest';
import { CAPTION_CUES, captionsVtt } from './captions.ts';

/** The cues of a WebVTT text: start and end in seconds, and the text. */
function cues(vtt: string) {
  const found: Array<{ start: number; end: number; text: string }> = [];
  const seconds = (time: string) => {
    const [h = 0, m = 0, s = 0] = time.split(':').map(Number);
    return h * 3600 + m * 60 + s;
  };
  const blocks = vtt.split('\n\n').slice(1);
  for (const block of blocks) {
    const [timing = '', text = ''] = block.split('\n');
    const match = /^(\S+) --> (\S+)$/.exec(timing);
    if (match?.[1] && match[2]) found.push({ start: seconds(match[1]), end: seconds(match[2]), text });
  }
  return found;
}

describe('caption tracks', () => {
  it('writes WebVTT times as hours, minutes, seconds and milliseconds', () => {
    expect(vttTime(0)).toBe('00:00:00.000');
    expect(vttTime(4.5)).toBe('00:00:04.500');
    expect(vttTime(3600 + 61.25)).toBe('01:01:01.250');
  });

  it("repeats each pass's cues at that pass's time, in the video's own time", () => {
    const vtt = captionsVtt('en', 30, 12);
    expect(vtt.startsWith('WEBVTT\n\n')).toBe(true);
    const found = cues(vtt);
    const lines = CAPTION_CUES.en;
    // Two whole passes and the cues of the third that start before 30 s.
    expect(found.map((cue) => cue.text)).toEqual([
      ...lines.map((cue) => cue.text),
      ...lines.map((cue) => cue.text),
      ...lines.filter((cue) => 24 + cue.start < 30).map((cue) => cue.text),
    ]);
    expect(found[lines.length]).toEqual({
      start: 12 + (lines[0]?.start ?? 0),
      end: 12 + (lines[0]?.end ?? 0),
      text: lines[0]?.text,
    });
  });

  it('ends the last cue with the video, and has none after it', () => {
    // The second line of the first pass runs 4 to 7.5 s; a 6 s video cuts it at 6.
    const found = cues(captionsVtt('en', 6, 12));
    expect(found.at(-1)).toMatchObject({ end: 6, text: CAPTION_CUES.en[1]?.text });
    expect(found.every((cue) => cue.end <= 6)).toBe(true);
    expect(cues(captionsVtt('en', 0, 12))).toEqual([]);
  });

  it('says the same lines in Arabic, at the same times', () => {
    const english = cues(captionsVtt('en', 24, 12));
    const arabic = cues(captionsVtt('ar', 24, 12));
    expect(arabic.map(({ start, end }) => ({ start, end }))).toEqual(
      english.map(({ start, end }) => ({ start, end })),
    );
    expect(arabic.every((cue) => /[\u0600-\u06ff]/.test(cue.text))).toBe(true);
  });
});
