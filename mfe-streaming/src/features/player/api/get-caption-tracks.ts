import { apiRequest, serviceUrl } from '@club/shared/api';
import { captionTracksResponse } from '@club/shared/contracts';
import type { CaptionTrack } from '../lib/captions.ts';

/**
 * GET {media}/vod/{entryId}/captions.json (ours, issue 24): an on-demand video's caption tracks,
 * each with the address of its WebVTT file (which carries the playback token).
 */
export async function getCaptionTracks(captionsPath: string, signal?: AbortSignal): Promise<CaptionTrack[]> {
  const { tracks } = await apiRequest('media', captionsPath, {
    schema: captionTracksResponse,
    ...(signal ? { signal } : {}),
  });
  return tracks.map((track) => ({ ...track, url: serviceUrl('media', track.url) }));
}
