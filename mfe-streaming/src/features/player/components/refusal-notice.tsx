import { formatViewerWeekdayTime } from '@club/shared/format';
import { Link } from '@club/shared/router';
import { useEffect, useState } from 'react';
import { getStreamingConfig } from '../../../api/get-streaming-config.ts';
import { LIVE_LOCKED_CONTENT } from '../../../constants.ts';
import { endOtherPlaybacks } from '../api/end-other-playbacks.ts';
import {
  ACCOUNT_LOGIN_LINK_TEXT,
  ACCOUNT_LOGIN_PATH,
  blackoutUntilText,
  concurrencyCountText,
  ERROR_CODE_LABEL,
  STOP_OTHER_DEVICES_FAILED,
  STOP_OTHER_DEVICES_LABEL,
  STREAMING_FAQ_LINK_TEXT,
  STREAMING_FAQ_PATH,
  SUPPORT_CONTACT_LABEL,
} from '../constants.ts';
import type { Refusal } from '../lib/refusal.ts';
import styles from './refusal-notice.module.css';

/** The support address of the streaming config, read once a refusal asks for it. */
function useSupportEmail(wanted: boolean): string | null {
  const [email, setEmail] = useState<string | null>(null);
  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    getStreamingConfig(controller.signal).then(
      (config) => setEmail(config.supportContact.email),
      (error: unknown) => console.error('[mfe-streaming] the support contact could not be read', error),
    );
    return () => controller.abort();
  }, [wanted]);
  return email;
}

/**
 * 'Stop watching on the other devices' (issue 19): ends the account's other playbacks (their tokens
 * stop opening anything), then asks for this one again through `onStopped`.
 */
function StopOtherDevices({ onStopped }: { onStopped: () => void }) {
  const [state, setState] = useState<'idle' | 'stopping' | 'failed'>('idle');
  const stop = async () => {
    setState('stopping');
    try {
      await endOtherPlaybacks();
      onStopped();
    } catch (error) {
      console.error('[mfe-streaming] the other playbacks could not be stopped', error);
      setState('failed');
    }
  };
  return (
    <>
      <button
        type="button"
        className={styles.action}
        disabled={state === 'stopping'}
        aria-busy={state === 'stopping' || undefined}
        onClick={() => void stop()}
      >
        {STOP_OTHER_DEVICES_LABEL}
      </button>
      {state === 'failed' && <p>{STOP_OTHER_DEVICES_FAILED}</p>}
    </>
  );
}

/**
 * A refusal in place of the player (spec 001 §8), with what the viewer can do: log in, buy a pass,
 * read the FAQ, contact support, know when a blackout ends, and, over the concurrency limit, stop
 * the other devices and play here (`onRetry` asks again once they are stopped). `onNavigate` runs
 * before a link leaves the player (the overlay closes itself then).
 */
export function RefusalNotice({
  refusal,
  onNavigate,
  onRetry,
}: {
  refusal: Refusal;
  onNavigate?: () => void;
  onRetry?: () => void;
}) {
  const email = useSupportEmail(refusal.contact);
  const availableAt = refusal.availableAt ? formatViewerWeekdayTime(refusal.availableAt) : null;
  return (
    <div className={styles.notice} role="alert" data-refusal-type={refusal.type}>
      {refusal.passes && <p className={styles.title}>{LIVE_LOCKED_CONTENT.lockedVideoTitle}</p>}
      <p className={styles.message}>{refusal.message}</p>
      {availableAt && <p>{blackoutUntilText(availableAt)}</p>}
      {refusal.sessions && <p>{concurrencyCountText(refusal.sessions.open, refusal.sessions.limit)}</p>}
      {refusal.sessions && onRetry && <StopOtherDevices onStopped={onRetry} />}
      {refusal.code && (
        <p>
          {ERROR_CODE_LABEL}: <code>{refusal.code}</code>
        </p>
      )}
      {refusal.passes && (
        <>
          <p>{LIVE_LOCKED_CONTENT.lockedVideoMessage}</p>
          <Link className={styles.action} to={LIVE_LOCKED_CONTENT.buttonLink} onClick={onNavigate}>
            {LIVE_LOCKED_CONTENT.buttonText}
          </Link>
        </>
      )}
      {refusal.loginLink && (
        <Link className={styles.action} to={ACCOUNT_LOGIN_PATH} onClick={onNavigate}>
          {ACCOUNT_LOGIN_LINK_TEXT}
        </Link>
      )}
      {refusal.faqLink && (
        <Link className={styles.link} to={STREAMING_FAQ_PATH} onClick={onNavigate}>
          {STREAMING_FAQ_LINK_TEXT}
        </Link>
      )}
      {refusal.contact && email && (
        <p>
          {SUPPORT_CONTACT_LABEL}: <a href={`mailto:${email}`}>{email}</a>
        </p>
      )}
    </div>
  );
}
