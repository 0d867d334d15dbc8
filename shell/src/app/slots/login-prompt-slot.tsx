import { SLOT_EXPOSES } from '@club/shared/federation';
import { $loginPrompt, closeLoginPrompt } from '@club/shared/stores';
import { useStore } from '@nanostores/react';
import { RemoteSlot } from '../../lib/federation/remote-mounts.tsx';
import { SlotDialog } from './slot-dialog.tsx';

/** The frame's name while mfe-account's prompt loads or cannot: what the prompt is for. */
export const LOGIN_PROMPT_LABEL = 'Log in';

/**
 * mfe-account's login prompt (spec 001 §8 "Restricted media prompt"), mounted only while
 * `$loginPrompt` has a message: the players open it with `openLoginPrompt`.
 */
export function LoginPromptSlot() {
  const { message } = useStore($loginPrompt);
  if (message === null) return null;
  const { remote, expose } = SLOT_EXPOSES.loginPrompt;
  return (
    <RemoteSlot
      remote={remote}
      expose={expose}
      frame={(content) => (
        <SlotDialog label={LOGIN_PROMPT_LABEL} onClose={closeLoginPrompt} placement="centre">
          {content}
        </SlotDialog>
      )}
    />
  );
}
