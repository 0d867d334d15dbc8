import { type ReactNode, type RefObject, useRef } from 'react';
import styles from './ui.module.css';
import { useDialogFocus } from './use-dialog-focus.ts';

type DialogName = { label: string; labelledBy?: never } | { labelledBy: string; label?: never };

export type ModalDialogProps = DialogName & {
  onClose: () => void;
  /** The backdrop's accessible name; clicking the backdrop closes the dialog. */
  backdropLabel: string;
  /** Places the layer (z-index, alignment); the layer always covers the window. */
  layerClassName?: string;
  /** The dialog box's own look. */
  className?: string;
  id?: string;
  describedBy?: string;
  /** data-* attributes for the dialog box (tests and styles find it by them). */
  data?: Record<`data-${string}`, string>;
  /**
   * The element that takes focus when the dialog opens: the field of an overlay whose purpose is
   * one field (search), so typing goes into it at once. Without it the dialog itself takes focus.
   */
  initialFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
};

/**
 * A modal dialog over a backdrop, for every overlay of the shell and the remotes: role="dialog"
 * with aria-modal and a name, focus moved in (to the dialog, or to `initialFocus`) and kept inside,
 * Escape and a backdrop click close it, and focus goes back to what opened it (useDialogFocus).
 */
export function ModalDialog(props: ModalDialogProps) {
  const { onClose, backdropLabel, layerClassName, className, id, describedBy, data, initialFocus, children } =
    props;
  const dialog = useRef<HTMLDivElement>(null);
  useDialogFocus(dialog, onClose, { initialFocus });
  return (
    <div className={layerClassName ? `${styles.modalLayer} ${layerClassName}` : styles.modalLayer}>
      <button
        type="button"
        className={styles.modalBackdrop}
        aria-label={backdropLabel}
        tabIndex={-1}
        onClick={onClose}
      />
      <div
        ref={dialog}
        id={id}
        className={className}
        role="dialog"
        aria-modal="true"
        aria-label={props.label}
        aria-labelledby={props.labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        {...data}
      >
        {children}
      </div>
    </div>
  );
}
