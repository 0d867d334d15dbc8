import { CLUB_CREST_IMAGE_KEY, CLUB_LOGO_ALT } from '@club/shared/site';
import { $mediaPlayer, closeMediaPlayer } from '@club/shared/stores';
import { ModalDialog, ServiceImage } from '@club/shared/ui';
import { useStore } from '@nanostores/react';
import { useEffect, useId } from 'react';
import { useSpoilerFree } from '../../../hooks/use-spoiler-free.ts';
import { CLUB_LOGO_BOX, PLAYER_CLOSE_LABEL, SIDEBAR_HIDDEN_SECTION } from '../constants.ts';
import { closeOnBack } from '../lib/close-on-back.ts';
import { playerOverlaySizes } from '../lib/player-sizes.ts';
import type { PlaybackSource } from '../lib/resolve-playback.ts';
import { Player } from './player.tsx';
import { PlayerSidebar } from './player-sidebar.tsx';
import styles from './video-player-modal.module.css';

/**
 * `./VideoPlayerModal`, the shell's slot 9 (spec 001 §2 "Video player overlay"): a full-screen modal
 * with the club logo, a close button, the player and the 'Related'/'Latest' sidebar (hidden when the
 * section is 'hidden'). Escape, the backdrop, the close button and the browser's Back close it
 * (closing the audio panel too, spec 001 §4); focus stays inside and returns to the opener. In
 * spoiler-free mode the title has no score.
 */
export function VideoPlayerModal() {
  const { modalOpen, mediaType, currentVideoID, currentVideoName, currentSection } = useStore($mediaPlayer);
  const titleId = useId();
  const spoilers = useSpoilerFree();

  useEffect(() => closeOnBack(closeMediaPlayer), []);

  if (!modalOpen || !currentVideoID) return null;
  const source: PlaybackSource =
    mediaType === 'DrmLiveVideo'
      ? { kind: 'stream', assetId: currentVideoID }
      : { kind: 'on-demand', entryId: currentVideoID };
  const showSidebar = currentSection !== SIDEBAR_HIDDEN_SECTION;

  return (
    <ModalDialog
      labelledBy={titleId}
      onClose={closeMediaPlayer}
      backdropLabel={PLAYER_CLOSE_LABEL}
      layerClassName={styles.layer}
      className={styles.dialog}
      data={{ 'data-player-overlay': mediaType }}
    >
      <div className={styles.header}>
        <ServiceImage imageKey={CLUB_CREST_IMAGE_KEY} box={CLUB_LOGO_BOX} alt={CLUB_LOGO_ALT} eager />
        <button type="button" className={styles.close} onClick={closeMediaPlayer}>
          {PLAYER_CLOSE_LABEL}
        </button>
      </div>
      <div className={styles.body} data-sidebar={showSidebar} style={playerOverlaySizes()}>
        <div className={styles.content}>
          {/* A new video is a new player: its access, engine and monitoring start afresh. */}
          <Player
            key={`${mediaType}:${currentVideoID}`}
            source={source}
            title={currentVideoName}
            onNavigate={closeMediaPlayer}
          />
          <h1 id={titleId} className={styles.title}>
            {spoilers.safe(currentVideoName)}
          </h1>
        </div>
        {showSidebar && <PlayerSidebar section={currentSection} currentVideoID={currentVideoID} />}
      </div>
    </ModalDialog>
  );
}
