import { SLOT_EXPOSES } from '@club/shared/federation';
import { $mediaPlayer, closeMediaPlayer } from '@club/shared/stores';
import { useStore } from '@nanostores/react';
import { RemoteSlot } from '../../lib/federation/remote-mounts.tsx';
import { SlotDialog } from './slot-dialog.tsx';

/** The video player frame's name while mfe-streaming's overlay loads or cannot. */
export const VIDEO_PLAYER_LABEL = 'Video player';

/** Slot 9: mfe-streaming's video player overlay, mounted only while the media player is open. */
export function VideoPlayerSlot() {
  const { modalOpen } = useStore($mediaPlayer);
  if (!modalOpen) return null;
  const { remote, expose } = SLOT_EXPOSES.videoPlayerModal;
  return (
    <RemoteSlot
      remote={remote}
      expose={expose}
      frame={(content) => (
        <SlotDialog label={VIDEO_PLAYER_LABEL} onClose={closeMediaPlayer} placement="fullscreen">
          {content}
        </SlotDialog>
      )}
    />
  );
}
