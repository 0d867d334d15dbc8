import { SLOT_EXPOSES } from '@club/shared/federation';
import { $audioPlayer, closeAudioPlayer } from '@club/shared/stores';
import { useStore } from '@nanostores/react';
import { RemoteSlot } from '../../lib/federation/remote-mounts.tsx';
import { SlotDialog } from './slot-dialog.tsx';

/** Spec 001 §2 "Audio player panel": titled 'Live Audio'. */
export const AUDIO_PLAYER_LABEL = 'Live Audio';

/** Slot 10: mfe-streaming's live audio player, mounted only while the audio player is open. */
export function AudioPlayerSlot() {
  const { modalOpen } = useStore($audioPlayer);
  if (!modalOpen) return null;
  const { remote, expose } = SLOT_EXPOSES.audioPlayerModal;
  return (
    <RemoteSlot
      remote={remote}
      expose={expose}
      frame={(content) => (
        <SlotDialog label={AUDIO_PLAYER_LABEL} onClose={closeAudioPlayer} placement="bottom-bar">
          {content}
        </SlotDialog>
      )}
    />
  );
}
