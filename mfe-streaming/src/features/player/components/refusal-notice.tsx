import { Link } from '@club/shared/router';
import { useEffect, useState } from 'react';
import { getStreamingConfig } from '../../../api/get-streaming-config.ts';
import { LIVE_LOCKED_CONTENT } from '../../../constants.ts';
import {
  ACCOUNT_LOGIN_LINK_TEXT,
  ACCOUNT_LOGIN_PATH,
  blackoutUntilText,
  concurrencyCountText,
  ERROR_CODE_LABEL,
  STREAMING_FAQ_LINK_TEXT,
  STREAMING_FAQ_PATH,
  SUPPORT_CONTACT_LABEL,
} from '../constants.ts';
import { formatAvailableAt } from '../lib/format-available-at.ts';
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
 * A refusal in place of the player (spec 001 §8), with what the viewer can do: log in, buy a pass,
 * read the FAQ, contact support, and when a blackout ends or how many devices are watching.
 * `onNavigate` runs before a link leaves the player (the overlay closes itself then).
 */
export function RefusalNotice({ refusal, onNavigate }: { refusal: Refusal; onNavigate?: () => void }) {
  const email = useSupportEmail(refusal.contact);
  const availableAt = refusal.availableAt ? formatAvailableAt(refusal.availableAt) : null;
  return (
    <div className={styles.notice} role="alert" data-refusal-type={refusal.type}>
      {refusal.passes && <p className={styles.title}>{LIVE_LOCKED_CONTENT.lockedVideoTitle}</p>}
      <p className={styles.message}>{refusal.message}</p>
      {availableAt && <p>{blackoutUntilText(availableAt)}</p>}
      {refusal.sessions && <p>{concurrencyCountText(refusal.sessions.open, refusal.sessions.limit)}</p>}
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
