import { SLOT_EXPOSES } from '@club/shared/federation';
import { $showPackages, closePackages } from '@club/shared/stores';
import { useStore } from '@nanostores/react';
import { RemoteSlot } from '../../lib/federation/remote-mounts.tsx';
import { SlotDialog } from './slot-dialog.tsx';

/** Spec 001 §2 "Subscribe packages overlay": its title, as the spec quotes it. */
export const PACKAGES_LABEL = 'Choose a subscription packages';

/** Slot 12: mfe-account's subscribe-packages overlay, mounted only while it is shown. */
export function PackagesSlot() {
  const open = useStore($showPackages);
  if (!open) return null;
  const { remote, expose } = SLOT_EXPOSES.packagesModal;
  return (
    <RemoteSlot
      remote={remote}
      expose={expose}
      frame={(content) => (
        <SlotDialog label={PACKAGES_LABEL} onClose={closePackages} placement="centre">
          {content}
        </SlotDialog>
      )}
    />
  );
}
