import { lockBackgroundFor, unlockBackgroundFor } from '@club/shared/stores';
import { ModalDialog } from '@club/shared/ui';
import { useEffect, useRef } from 'react';
import {
  CLOSE_LABEL,
  VOUCHER_LOCK_REASON,
  VOUCHER_SUBMIT_LABEL,
  VOUCHER_TEXT,
  VOUCHER_TITLE,
} from '../constants.ts';
import { VoucherForm } from './voucher-form.tsx';
import styles from './voucher-overlay.module.css';

/** The overlay's words: the widget data's voucherTitle, voucherText and voucherButton (spec 001 §2). */
export interface VoucherTexts {
  title: string;
  text: string;
  button: string;
}

const OWN_TEXTS: VoucherTexts = { title: VOUCHER_TITLE, text: VOUCHER_TEXT, button: VOUCHER_SUBMIT_LABEL };

/**
 * The voucher entry overlay (spec 001 §2, §4): full screen, the page behind it locked while it is
 * open, holding the site's one voucher form (issue 19: the code really redeems).
 */
export function VoucherOverlay({
  onClose,
  texts = OWN_TEXTS,
}: {
  onClose: () => void;
  texts?: VoucherTexts;
}) {
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    lockBackgroundFor(VOUCHER_LOCK_REASON);
    return () => unlockBackgroundFor(VOUCHER_LOCK_REASON);
  }, []);
  return (
    <ModalDialog
      labelledBy="voucher-title"
      backdropLabel={CLOSE_LABEL}
      onClose={onClose}
      layerClassName={styles.layer}
      className={styles.dialog}
      initialFocus={field}
    >
      <button type="button" className={styles.close} onClick={onClose}>
        {CLOSE_LABEL}
      </button>
      <h2 id="voucher-title" className={styles.title}>
        {texts.title}
      </h2>
      <p>{texts.text}</p>
      <VoucherForm buttonText={texts.button} fieldRef={field} />
    </ModalDialog>
  );
}
