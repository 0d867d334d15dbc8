import type { VideoItem } from '@club/shared/contracts';
import { openMediaPlayer, setVideoPlaylist } from '@club/shared/stores';
import { ON_DEMAND_MEDIA_TYPE } from '../constants.ts';

/** Where a video item opens: a live entry's player page, or the on-demand video's own address. */
export function videoAddress(item: VideoItem): string {
  const { mediaType, streamAssetId, liveMediaType } = item.mediaData;
  if (mediaType === 'Live' && streamAssetId && liveMediaType)
    return `/live/${liveMediaType}/${streamAssetId}`;
  return `/videos/${encodeURIComponent(item.mediaData.entryId)}`;
}

/** Whether an item plays in the video player overlay (on demand) rather than on a live page. */
export const playsOnDemand = (item: VideoItem): boolean => item.mediaData.mediaType !== 'Live';

/** Where a video was opened from: its rail becomes the player's playlist (the 'Related' sidebar). */
export interface VideoContext {
  /** The feed section the video came from; the sidebar lists it. */
  section?: string | null;
  /** The title of the list the video came from. */
  playlistTitle?: string | null;
  /** The page or piece the video was opened from. */
  entryPoint?: string | null;
}

/**
 * Opens the site's video player on an on-demand item through the shared player store (the player
 * itself belongs to ./VideoPlayerModal): the item's list becomes the playlist beside it.
 */
export function openVideo(
  item: VideoItem,
  { section = null, playlistTitle = null, entryPoint }: VideoContext = {},
) {
  setVideoPlaylist({
    title: playlistTitle,
    query: section,
    ...(entryPoint !== undefined ? { entryPoint } : {}),
  });
  openMediaPlayer({
    mediaType: ON_DEMAND_MEDIA_TYPE,
    videoID: item.mediaData.entryId,
    videoName: item.metaData.title,
    section,
  });
}
