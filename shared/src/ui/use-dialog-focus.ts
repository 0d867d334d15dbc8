// Shared by every overlay of the shell and the remotes (account panel, search, menu, promos, players).
import { type RefObject, useEffect, useRef } from 'react';

/**
 * The dialogs open now, the newest last. A dialog opened from inside another (the voucher overlay
 * inside the packages overlay) sits on top: only the top one answers Escape and Tab, so Escape
 * closes that one alone and Tab cycles in it. One list for the page, since @club/shared is a
 * singleton every remote shares.
 */
const openDialogs: HTMLElement[] = [];
const isTopDialog = (dialog: HTMLElement) => openDialogs[openDialogs.length - 1] === dialog;

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

export interface DialogFocusOptions {
  /**
   * What takes focus when the dialog opens. An overlay whose purpose is one field (search, sign-in)
   * names that field, so typing goes into it at once. Without it the dialog itself takes focus, and
   * a screen reader starts with the dialog's name. A field not rendered yet when the dialog opens
   * (its content still loading) takes focus when it appears, unless focus has moved on meanwhile.
   */
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * Modal dialog keyboard behaviour (WAI-ARIA APG "Dialog (Modal)"): focus moves into the dialog when
 * it opens (to `initialFocus` if given, else to the dialog), Tab and Shift+Tab stay inside it,
 * Escape calls `onClose` (of the top dialog only, when one opened another), and when the dialog goes away focus returns to what had it before, or
 * else to the control that names the dialog in its `aria-controls` (the button that toggles it).
 */
export function useDialogFocus(
  dialogRef: RefObject<HTMLElement | null>,
  onClose: () => void,
  { initialFocus }: DialogFocusOptions = {},
): void {
  const close = useRef(onClose);
  close.current = onClose;
  // Read when the dialog opens only: a new ref object on a later render must not re-run the effect,
  // which would take the focused field for the opener.
  const initial = useRef(initialFocus);
  initial.current = initialFocus;
  // Whether the initial focus has been settled: given to the field, or given up on as focus moved.
  const settled = useRef(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const field = initial.current?.current;
    settled.current = Boolean(field && dialog.contains(field));
    (settled.current && field ? field : dialog).focus();
    openDialogs.push(dialog);

    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTopDialog(dialog)) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        close.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === dialog || !dialog.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openDialogs.splice(openDialogs.indexOf(dialog), 1);
      const controller = dialog.id
        ? document.querySelector<HTMLElement>(`[aria-controls="${dialog.id}"]`)
        : null;
      const target = opener && opener !== document.body && opener.isConnected ? opener : controller;
      target?.focus();
    };
  }, [dialogRef]);

  // The field arrived after the dialog opened (checked after each render of the dialog's owner).
  useEffect(() => {
    if (settled.current) return;
    const dialog = dialogRef.current;
    const field = initial.current?.current;
    if (!dialog || !field || !dialog.contains(field)) return;
    settled.current = true;
    if (document.activeElement === dialog) field.focus();
  });
}
