import { lockBackgroundFor, unlockBackgroundFor } from '@club/shared/stores';
import { ModalDialog } from '@club/shared/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  CLOSE_LABEL,
  VOUCHER_ALERT,
  VOUCHER_FIELD_LABEL,
  VOUCHER_LOCK_REASON,
  VOUCHER_SUBMIT_LABEL,
  VOUCHER_TEXT,
  VOUCHER_TITLE,
} from '../constants.ts';
import styles from './voucher-overlay.module.css';

/** The overlay's words: the widget data's voucherTitle, voucherText and voucherButton (spec 001 §2). */
export interface VoucherTexts {
  title: string;
  text: string;
  button: string;
}

const OWN_TEXTS: VoucherTexts = { title: VOUCHER_TITLE, text: VOUCHER_TEXT, button: VOUCHER_SUBMIT_LABEL };

/**
 * The voucher entry overlay (spec 001 §2, §4, §7): full screen, the page behind it locked while it
 * is open; a code is not validated and makes no call, the overlay only answers with an alert.
 */
export function VoucherOverlay({
  onClose,
  texts = OWN_TEXTS,
}: {
  onClose: () => void;
  texts?: VoucherTexts;
}) {
  const [answered, setAnswered] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    lockBackgroundFor(VOUCHER_LOCK_REASON);
    return () => unlockBackgroundFor(VOUCHER_LOCK_REASON);
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAnswered(true);
  };
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
      <form className={styles.form} onSubmit={submit}>
        <label htmlFor="voucher-code" className={styles.label}>
          {VOUCHER_FIELD_LABEL}
        </label>
        <input
          ref={field}
          id="voucher-code"
          name="voucher"
          className={styles.input}
          autoComplete="off"
          onInput={() => setAnswered(false)}
        />
        <button type="submit" className={styles.primary}>
          {texts.button}
        </button>
        {answered && (
          <p className={styles.alert} role="alert">
            {VOUCHER_ALERT}
          </p>
        )}
      </form>
    </ModalDialog>
  );
}
