import { type RefObject, useEffect, useState } from 'react';
import { getCaptionTracks } from '../api/get-caption-tracks.ts';
import { CAPTIONS_LOG_MESSAGE } from '../constants.ts';
import {
  type CaptionChoice,
  type CaptionTrack,
  captionsFor,
  keepCaptionsShown,
  rememberCaptions,
  rememberedCaptions,
} from '../lib/captions.ts';

export interface Captions {
  /** The video's caption tracks (none until listed, and none for live streams or audio). */
  tracks: CaptionTrack[];
  /** What the video shows: a language it carries, or off. */
  choice: CaptionChoice;
  /** The supporter's choice: shown now, and remembered for the next video. */
  choose(choice: CaptionChoice): void;
}

/**
 * The captions of the video in `media` (lib/captions.ts): its tracks, listed by the media service
 * beside the stream (the picture does not wait for them; a list that fails leaves the video
 * without captions and is logged), and the track chosen shown.
 */
export function useCaptions(
  media: RefObject<HTMLMediaElement | null>,
  captionsPath: string | null,
): Captions {
  const [tracks, setTracks] = useState<CaptionTrack[]>([]);
  const [wanted, setWanted] = useState<CaptionChoice>(rememberedCaptions);
  const choice = captionsFor(wanted, tracks);

  useEffect(() => {
    setTracks([]);
    if (!captionsPath) return;
    const controller = new AbortController();
    getCaptionTracks(captionsPath, controller.signal).then(setTracks, (error: unknown) => {
      if (!controller.signal.aborted) console.warn(CAPTIONS_LOG_MESSAGE, error);
    });
    return () => controller.abort();
  }, [captionsPath]);

  // The element's text tracks (its <track> children) show the choice, whatever else changes them.
  useEffect(() => {
    if (media.current && tracks.length > 0) return keepCaptionsShown(media.current.textTracks, choice);
  }, [media, tracks, choice]);

  const choose = (next: CaptionChoice) => {
    setWanted(next);
    rememberCaptions(next);
  };
  return { tracks, choice, choose };
}
