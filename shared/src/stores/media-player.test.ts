import { beforeEach, describe, expect, it } from 'vitest';
import {
  $audioPlayer,
  $mediaPlayer,
  $videoPlayer,
  closeAudioPlayer,
  closeMediaPlayer,
  openAudioPlayer,
  openMediaPlayer,
  setVideoPlaylist,
} from './media-player.ts';
import { resetStoresForTests } from './testing.ts';

beforeEach(() => {
  resetStoresForTests();
});

describe('$mediaPlayer', () => {
  it("starts closed on demand with 'No title'", () => {
    expect($mediaPlayer.get()).toEqual({
      modalOpen: false,
      mediaType: 'OnDemand',
      currentVideoID: null,
      currentVideoName: 'No title',
      currentSection: null,
    });
  });

  it('opens on a video with its type, name and section', () => {
    openMediaPlayer({
      mediaType: 'DrmLiveVideo',
      videoID: 'live-1',
      videoName: 'Matchday live',
      section: 'hidden',
    });
    expect($mediaPlayer.get()).toEqual({
      modalOpen: true,
      mediaType: 'DrmLiveVideo',
      currentVideoID: 'live-1',
      currentVideoName: 'Matchday live',
      currentSection: 'hidden',
    });
  });

  it("names a video without a name 'No title' and drops the previous video's section", () => {
    openMediaPlayer({ mediaType: 'OnDemand', videoID: 'v1', videoName: 'First', section: 'highlights' });
    openMediaPlayer({ mediaType: 'OnDemand', videoID: 'v2' });
    expect($mediaPlayer.get()).toMatchObject({
      currentVideoID: 'v2',
      currentVideoName: 'No title',
      currentSection: null,
    });
    openMediaPlayer({ mediaType: 'OnDemand', videoID: 'v3', videoName: '  ' });
    expect($mediaPlayer.get().currentVideoName).toBe('No title');
  });

  it('opening the media player closes the audio modal', () => {
    openAudioPlayer({ entryID: 'audio-1', title: 'Live Audio' });
    openMediaPlayer({ mediaType: 'OnDemand', videoID: 'v1' });
    expect($audioPlayer.get().modalOpen).toBe(false);
    expect($mediaPlayer.get().modalOpen).toBe(true);
  });

  it('closing the media player closes both the media and the audio modal', () => {
    openMediaPlayer({ mediaType: 'OnDemand', videoID: 'v1' });
    openAudioPlayer({ entryID: 'audio-1' });
    closeMediaPlayer();
    expect($mediaPlayer.get().modalOpen).toBe(false);
    expect($audioPlayer.get().modalOpen).toBe(false);
  });
});

describe('$audioPlayer', () => {
  it("starts closed with no entry and 'No title'", () => {
    expect($audioPlayer.get()).toEqual({ entryID: null, modalOpen: false, currentTitle: 'No title' });
  });

  it('opens on an entry with its title', () => {
    openAudioPlayer({ entryID: 'audio-1', title: 'Commentary' });
    expect($audioPlayer.get()).toEqual({ entryID: 'audio-1', modalOpen: true, currentTitle: 'Commentary' });
  });

  it("titles an entry without a title 'No title'", () => {
    openAudioPlayer({ entryID: 'audio-1', title: 'Commentary' });
    openAudioPlayer({ entryID: 'audio-2' });
    expect($audioPlayer.get().currentTitle).toBe('No title');
  });

  it('closes and keeps the entry for reopening', () => {
    openAudioPlayer({ entryID: 'audio-1' });
    closeAudioPlayer();
    expect($audioPlayer.get()).toMatchObject({ entryID: 'audio-1', modalOpen: false });
  });

  it('opening audio leaves the media player as it is', () => {
    openMediaPlayer({ mediaType: 'OnDemand', videoID: 'v1' });
    openAudioPlayer({ entryID: 'audio-1' });
    expect($mediaPlayer.get().modalOpen).toBe(true);
  });
});

describe('$videoPlayer', () => {
  it('starts with no entry point and no playlist', () => {
    expect($videoPlayer.get()).toEqual({
      entryPoint: null,
      currentPlaylistTitle: null,
      currentPlaylistQuery: null,
    });
  });

  it('sets the playlist and entry point', () => {
    setVideoPlaylist({ title: 'Latest', query: 'section=latest', entryPoint: '/videos' });
    expect($videoPlayer.get()).toEqual({
      entryPoint: '/videos',
      currentPlaylistTitle: 'Latest',
      currentPlaylistQuery: 'section=latest',
    });
  });

  it('keeps the entry point when a new playlist does not give one', () => {
    setVideoPlaylist({ title: 'Latest', query: 'section=latest', entryPoint: '/videos' });
    setVideoPlaylist({ title: 'Related', query: 'section=related' });
    expect($videoPlayer.get()).toEqual({
      entryPoint: '/videos',
      currentPlaylistTitle: 'Related',
      currentPlaylistQuery: 'section=related',
    });
  });
});
