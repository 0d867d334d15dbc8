import { batch, map } from 'nanostores';
import {
  DEFAULT_AUDIO_TITLE,
  DEFAULT_MEDIA_TYPE,
  DEFAULT_VIDEO_NAME,
  type MEDIA_TYPES,
} from './constants.ts';

/** What the video player overlay plays: on-demand video or live DRM video (spec 001 §3). */
export type MediaType = (typeof MEDIA_TYPES)[number];

/** The video player overlay's state (spec 001 §3 "Media player state"). */
export interface MediaPlayer {
  /** The full-screen video player overlay is shown; it locks the background. */
  modalOpen: boolean;
  mediaType: MediaType;
  currentVideoID: string | null;
  currentVideoName: string;
  /** The feed section of the Related/Latest sidebar; 'hidden' hides the sidebar. */
  currentSection: string | null;
}

/** The live audio player's state (spec 001 §3 "Audio player state"). */
export interface AudioPlayer {
  entryID: string | null;
  modalOpen: boolean;
  currentTitle: string;
}

/** Where the video player was opened from and the playlist beside it (spec 001 §3 "Video player state"). */
export interface VideoPlayer {
  entryPoint: string | null;
  currentPlaylistTitle: string | null;
  currentPlaylistQuery: string | null;
}

/** What `openMediaPlayer` needs; a missing or blank name shows 'No title'. */
export interface OpenMediaPlayerRequest {
  mediaType: MediaType;
  videoID: string;
  videoName?: string | null;
  section?: string | null;
}

/** What `openAudioPlayer` needs; a missing or blank title shows 'No title'. */
export interface OpenAudioPlayerRequest {
  entryID: string;
  title?: string | null;
}

/** The playlist shown beside the video player, and optionally where the player was entered from. */
export interface VideoPlaylistRequest {
  title: string | null;
  query: string | null;
  entryPoint?: string | null;
}

function initialMediaPlayer(): MediaPlayer {
  return {
    modalOpen: false,
    mediaType: DEFAULT_MEDIA_TYPE,
    currentVideoID: null,
    currentVideoName: DEFAULT_VIDEO_NAME,
    currentSection: null,
  };
}

function initialAudioPlayer(): AudioPlayer {
  return { entryID: null, modalOpen: false, currentTitle: DEFAULT_AUDIO_TITLE };
}

function initialVideoPlayer(): VideoPlayer {
  return { entryPoint: null, currentPlaylistTitle: null, currentPlaylistQuery: null };
}

function textOr(text: string | null | undefined, fallback: string): string {
  return text && text.trim() !== '' ? text : fallback;
}

/** The video player overlay; `modalOpen` feeds the background lock. */
export const $mediaPlayer = map<MediaPlayer>(initialMediaPlayer());

/** The live audio player panel. */
export const $audioPlayer = map<AudioPlayer>(initialAudioPlayer());

/** The video player's entry point and playlist. */
export const $videoPlayer = map<VideoPlayer>(initialVideoPlayer());

/** Opens the video player overlay on a video and closes the audio modal (spec 001 §4 "Panels"). */
export function openMediaPlayer({ mediaType, videoID, videoName, section }: OpenMediaPlayerRequest): void {
  batch(() => {
    $audioPlayer.setKey('modalOpen', false);
    $mediaPlayer.set({
      modalOpen: true,
      mediaType,
      currentVideoID: videoID,
      currentVideoName: textOr(videoName, DEFAULT_VIDEO_NAME),
      currentSection: section ?? null,
    });
  });
}

/** Closes the video player overlay and the audio modal (spec 001 §4 "Panels"). */
export function closeMediaPlayer(): void {
  batch(() => {
    $mediaPlayer.setKey('modalOpen', false);
    $audioPlayer.setKey('modalOpen', false);
  });
}

/** Opens the audio player on a stream entry. */
export function openAudioPlayer({ entryID, title }: OpenAudioPlayerRequest): void {
  $audioPlayer.set({ entryID, modalOpen: true, currentTitle: textOr(title, DEFAULT_AUDIO_TITLE) });
}

/** Closes the audio player; the entry stays so it can be reopened. */
export function closeAudioPlayer(): void {
  $audioPlayer.setKey('modalOpen', false);
}

/** Sets the playlist beside the video player; the entry point changes only when given. */
export function setVideoPlaylist({ title, query, entryPoint }: VideoPlaylistRequest): void {
  const current = $videoPlayer.get();
  $videoPlayer.set({
    entryPoint: entryPoint === undefined ? current.entryPoint : entryPoint,
    currentPlaylistTitle: title,
    currentPlaylistQuery: query,
  });
}

/** Puts the media, audio and video player state back to their page-load values. */
export function resetMediaPlayers(): void {
  batch(() => {
    $mediaPlayer.set(initialMediaPlayer());
    $audioPlayer.set(initialAudioPlayer());
    $videoPlayer.set(initialVideoPlayer());
  });
}
