import { lockBackgroundFor, unlockBackgroundFor } from '@club/shared/stores';
import { ModalDialog } from '@club/shared/ui';
import { useEffect, useRef } from 'react';
import { VoucherForm } from '../../vouchers/components/voucher-form.tsx';
import { CLOSE_LABEL, VOUCHER_LOCK_REASON, VOUCHER_TEXT, VOUCHER_TITLE } from '../constants.ts';
import styles from './voucher-overlay.module.css';

/**
 * The voucher entry overlay (spec 001 §2, §4): full screen, the page behind it locked while it is
 * open, holding the site's one voucher form (issue 19: the code really redeems).
 */
export function VoucherOverlay({ onClose }: { onClose: () => void }) {
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
        {VOUCHER_TITLE}
      </h2>
      <p>{VOUCHER_TEXT}</p>
      <VoucherForm fieldRef={field} />
    </ModalDialog>
  );
}
