import { ModalDialog } from '@club/shared/ui';
import type { ReactNode } from 'react';
import styles from './slot-dialog.module.css';

/** The close button of every slot frame. */
export const SLOT_CLOSE_LABEL = 'Close';

export interface SlotDialogProps {
  /** The dialog's accessible name. */
  label: string;
  onClose: () => void;
  /** Where it sits: a full-screen overlay, a centred modal panel, or a bar along the bottom. */
  placement: 'fullscreen' | 'centre' | 'bottom-bar';
  id?: string;
  children: ReactNode;
}

/**
 * The shell's frame for an overlay slot while its remote loads or if it cannot: a modal dialog with
 * a close button and a backdrop, focus kept inside, closing on Escape (useDialogFocus). Once the
 * remote's component is there it draws its own overlay, so the frame never hides a working remote.
 */
export function SlotDialog({ label, onClose, placement, id, children }: SlotDialogProps) {
  return (
    <ModalDialog
      label={label}
      backdropLabel={label}
      onClose={onClose}
      layerClassName={`${styles.root} ${styles[placement] ?? ''}`}
      className={styles.dialog}
      data={{ 'data-placement': placement }}
      {...(id ? { id } : {})}
    >
      <div className={styles.bar}>
        <p className={styles.title}>{label}</p>
        <button type="button" className={styles.close} onClick={onClose}>
          {SLOT_CLOSE_LABEL}
        </button>
      </div>
      {children}
    </ModalDialog>
  );
}
