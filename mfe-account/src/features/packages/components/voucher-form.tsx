import { isApiError } from '@club/shared/api';
import { type ApiErrorBody, VOUCHER_ERRORS, VOUCHER_MESSAGES } from '@club/shared/contracts';
import type { RemotePieceProps } from '@club/shared/federation';
import { $user } from '@club/shared/stores';
import { type FormEvent, type Ref, useId, useState } from 'react';
import { loadEntitlements } from '../../../lib/entitlements.ts';
import { redeemVoucher } from '../api/redeem-voucher.ts';
import {
  VOUCHER_FAILED_TEXT,
  VOUCHER_FIELD_LABEL,
  VOUCHER_LOG_IN_TEXT,
  VOUCHER_REDEEMING_LABEL,
  VOUCHER_SUBMIT_LABEL,
} from '../constants.ts';
import styles from './voucher-form.module.css';

type Answer = { kind: 'redeemed' | 'refused'; message: string } | null;

/** What the services' answer means for the supporter, in VOUCHER_MESSAGES' words. */
export function voucherRefusal(error: unknown): string {
  if (!(isApiError(error) && error.kind === 'http')) return VOUCHER_FAILED_TEXT;
  const first = (error.body as ApiErrorBody | undefined)?.errors?.[0];
  switch (first?.code) {
    case VOUCHER_ERRORS.unknown:
      return VOUCHER_MESSAGES.unknown;
    case VOUCHER_ERRORS.used:
      return VOUCHER_MESSAGES.used;
    case VOUCHER_ERRORS.expired:
      return VOUCHER_MESSAGES.expired;
    case VOUCHER_ERRORS.attempts:
      // The services word it (VOUCHER_MESSAGES.attempts) with how long to wait.
      return first.title;
  }
  if (error.status === 400) return VOUCHER_MESSAGES.invalid;
  if (error.status === 401) return VOUCHER_LOG_IN_TEXT;
  return VOUCHER_FAILED_TEXT;
}

/**
 * The voucher form (issue 19), the one form and set of words for redeeming a code wherever the
 * site offers it: the packages widget's voucher overlay and the streamer site's 'Redeem a voucher
 * code' section (the `voucherForm` piece). The code is not checked in the browser (spec 001 §4:
 * voucher input has no validation); the services answer, and each answer is shown in their words.
 * Signed out, it says to log in first (the header's Log In is there; no dialog opens over the form). Once redeemed, the entitlements are fetched
 * again, so what the code granted opens at once.
 */
export function VoucherForm({
  heading,
  text,
  buttonText = VOUCHER_SUBMIT_LABEL,
  fieldRef,
}: RemotePieceProps['voucherForm'] & { fieldRef?: Ref<HTMLInputElement> }) {
  const [code, setCode] = useState('');
  const [redeeming, setRedeeming] = useState(false);
  const [answer, setAnswer] = useState<Answer>(null);
  const baseId = useId();
  const headingId = `${baseId}-heading`;
  const fieldId = `${baseId}-code`;
  const answerId = `${baseId}-answer`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const user = $user.get();
    if (!user.loggedIn || !user.ssoID) {
      setAnswer({ kind: 'refused', message: VOUCHER_LOG_IN_TEXT });
      return;
    }
    setRedeeming(true);
    setAnswer(null);
    try {
      const { data } = await redeemVoucher(code);
      setCode('');
      setAnswer({ kind: 'redeemed', message: VOUCHER_MESSAGES.redeemed(data.attributes.label) });
      void loadEntitlements(user.ssoID);
    } catch (error) {
      if (!(isApiError(error) && error.kind === 'http'))
        console.error('[mfe-account] the voucher could not be redeemed', error);
      setAnswer({ kind: 'refused', message: voucherRefusal(error) });
    } finally {
      setRedeeming(false);
    }
  };

  const form = (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      aria-busy={redeeming || undefined}
      data-voucher-form
    >
      <label htmlFor={fieldId} className={styles.label}>
        {VOUCHER_FIELD_LABEL}
      </label>
      <div className={styles.row}>
        <input
          ref={fieldRef}
          id={fieldId}
          name="voucher"
          className={styles.input}
          autoComplete="off"
          value={code}
          aria-describedby={answer ? answerId : undefined}
          aria-invalid={answer?.kind === 'refused' || undefined}
          onChange={(event) => {
            setCode(event.target.value);
            setAnswer(null);
          }}
        />
        <button type="submit" className={styles.primary} disabled={redeeming}>
          {buttonText}
        </button>
      </div>
      {redeeming && <p className={styles.answer}>{VOUCHER_REDEEMING_LABEL}</p>}
      <div role="status">
        {answer?.kind === 'redeemed' && (
          <p id={answerId} className={styles.answer}>
            {answer.message}
          </p>
        )}
      </div>
      <div role="alert">
        {answer?.kind === 'refused' && (
          <p id={answerId} className={styles.error}>
            {answer.message}
          </p>
        )}
      </div>
    </form>
  );

  if (!heading) return form;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      {text && <p>{text}</p>}
      {form}
    </section>
  );
}
