import { $showPackages, closePackages } from '@club/shared/stores';
import { ModalDialog } from '@club/shared/ui';
import { useStore } from '@nanostores/react';
import { CLOSE_LABEL, PACKAGES_MODAL_TITLE } from '../constants.ts';
import styles from './packages-modal.module.css';
import { PackagesWidget } from './packages-widget.tsx';

/** The subscribe-packages overlay (spec 001 §2, slot 12): the packages widget in a modal, z-index 1000. */
export function PackagesModal() {
  const open = useStore($showPackages);
  if (!open) return null;
  return (
    <ModalDialog
      label={PACKAGES_MODAL_TITLE}
      backdropLabel={PACKAGES_MODAL_TITLE}
      onClose={closePackages}
      layerClassName={styles.layer}
      className={styles.dialog}
    >
      <div className={styles.bar}>
        <p className={styles.title}>{PACKAGES_MODAL_TITLE}</p>
        <button type="button" className={styles.close} onClick={closePackages}>
          {CLOSE_LABEL}
        </button>
      </div>
      <PackagesWidget />
    </ModalDialog>
  );
}
