import { $accountHeaderOpen, closeAccountHeader } from '@club/shared/stores';
import { useStore } from '@nanostores/react';

/** Placeholder frame replaced by the account slice. */
export function AccountPanel() {
  const open = useStore($accountHeaderOpen);
  if (!open) return null;
  return (
    <div id="account-panel" role="dialog" aria-label="Account">
      <button type="button" onClick={closeAccountHeader}>
        Close
      </button>
    </div>
  );
}
