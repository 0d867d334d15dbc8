import { useState } from 'react';
import { SHARE_ENDPOINTS, SHARE_LABELS, type SharingToggles } from '../constants.ts';
import styles from './article.module.css';

/** The share address of each network for a page's address and title. */
export function shareLinks(url: string, title: string) {
  const facebook = new URL(SHARE_ENDPOINTS.facebook);
  facebook.searchParams.set('u', url);
  const twitter = new URL(SHARE_ENDPOINTS.twitter);
  twitter.searchParams.set('url', url);
  twitter.searchParams.set('text', title);
  const email = `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`;
  return { facebook: facebook.toString(), twitter: twitter.toString(), email };
}

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * The article's sharing row (spec 000 §3 "Sharing toggles"): Facebook, X, email and copy link, each
 * only when its toggle is on; nothing at all when every toggle is off. The networks open in a new tab.
 */
export function ShareRow({ url, title, toggles }: { url: string; title: string; toggles: SharingToggles }) {
  const [copy, setCopy] = useState<CopyState>('idle');
  if (!toggles.facebook && !toggles.twitter && !toggles.email && !toggles.copyLink) return null;
  const links = shareLinks(url, title);

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <section className={styles.share} aria-label={SHARE_LABELS.region}>
      <ul className={styles.shareList}>
        {toggles.facebook && (
          <li>
            <a className={styles.shareButton} href={links.facebook} target="_blank" rel="noopener noreferrer">
              {SHARE_LABELS.facebook}
            </a>
          </li>
        )}
        {toggles.twitter && (
          <li>
            <a className={styles.shareButton} href={links.twitter} target="_blank" rel="noopener noreferrer">
              {SHARE_LABELS.twitter}
            </a>
          </li>
        )}
        {toggles.email && (
          <li>
            <a className={styles.shareButton} href={links.email}>
              {SHARE_LABELS.email}
            </a>
          </li>
        )}
        {toggles.copyLink && (
          <li>
            <button type="button" className={styles.shareButton} onClick={() => void copyLink()}>
              {SHARE_LABELS.copyLink}
            </button>
          </li>
        )}
      </ul>
      <p className={styles.shareStatus} role="status">
        {copy === 'copied' ? SHARE_LABELS.copied : copy === 'failed' ? SHARE_LABELS.copyFailed : ''}
      </p>
    </section>
  );
}
