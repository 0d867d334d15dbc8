import { SLOT_EXPOSES } from '@club/shared/federation';
import { OVERLAY_IDS } from '@club/shared/site';
import { $accountHeaderOpen, closeAccountHeader } from '@club/shared/stores';
import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { RemoteSlot } from '../../lib/federation/remote-mounts.tsx';
import styles from './account-panel-slot.module.css';

/** While mfe-account loads, or if it cannot, the open panel still appears and still closes. */
function PanelFrame({ children }: { children: ReactNode }) {
  const open = useStore($accountHeaderOpen);
  if (!open) return null;
  return (
    <div className={styles.root}>
      <button
        type="button"
        className={styles.underlay}
        aria-label="Close the account panel"
        tabIndex={-1}
        onClick={closeAccountHeader}
      />
      <div id={OVERLAY_IDS.accountPanel} className={styles.panel} role="dialog" aria-label="Account">
        <button type="button" className={styles.close} onClick={closeAccountHeader}>
          Close
        </button>
        {children}
      </div>
    </div>
  );
}

/** The slide-in account panel slot: mfe-account renders the panel itself (login form or summary). */
export function AccountPanelSlot() {
  return (
    <RemoteSlot
      remote={SLOT_EXPOSES.accountPanel.remote}
      expose={SLOT_EXPOSES.accountPanel.expose}
      frame={(content) => <PanelFrame>{content}</PanelFrame>}
    />
  );
}
