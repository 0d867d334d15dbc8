// The caption tracks of on-demand videos (issue 24): WebVTT files the player adds beside the
// stream, off unless the supporter chooses one (spec 001 §9: auto subtitles are disabled). Every
// video plays the same 12 s test stream, looped to its length (playlists.ts, vodMediaPlaylist), so
// its captions are the same few lines, loop after loop, in the video's own time: what the media
// element's clock reads, whichever loop plays.
import { type CaptionLanguage, webVttTime as vttTime } from '@club/shared/contracts';

export interface CaptionCue {
  /** Seconds into one pass of the test stream. */
  start: number;
  end: number;
  text: string;
}

/** What is said in each pass of the test stream, in each language the videos carry. */
export const CAPTION_CUES: Record<CaptionLanguage, readonly CaptionCue[]> = {
  en: [
    { start: 0.5, end: 3.5, text: 'This is the club test commentary.' },
    { start: 4, end: 7.5, text: 'Kick off, and the home side play it long.' },
    { start: 8, end: 11.5, text: 'Corner to the club. And it is a goal!' },
  ],
  ar: [
    { start: 0.5, end: 3.5, text: 'هذا هو التعليق التجريبي للنادي.' },
    { start: 4, end: 7.5, text: 'انطلاق المباراة، والفريق المضيف يلعب كرة طويلة.' },
    { start: 8, end: 11.5, text: 'ركلة ركنية للنادي. وهدف!' },
  ],
};

export const VTT_CONTENT_TYPE = 'text/vtt; charset=utf-8';

/**
 * The captions of a video `seconds` long whose picture is a stream of `loopSeconds` played over
 * and over: each pass's cues at that pass's time, the last cut at the video's end.
 */
export function captionsVtt(language: CaptionLanguage, seconds: number, loopSeconds: number): string {
  const lines = ['WEBVTT', ''];
  for (let pass = 0; pass * loopSeconds < seconds; pass++) {
    const offset = pass * loopSeconds;
    for (const cue of CAPTION_CUES[language]) {
      const start = offset + cue.start;
      if (start >= seconds) break;
      const end = Math.min(offset + cue.end, seconds);
      lines.push(`${vttTime(start)} --> ${vttTime(end)}`, cue.text, '');
    }
  }
  return lines.join('\n');
}
