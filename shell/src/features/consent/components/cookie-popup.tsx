import { Link } from '@club/shared/router';
import { COOKIE_NOTICE, COOKIES_PAGE_PATH } from '@club/shared/site';
import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { $cookieNoticeOpen, acceptAllCookies, acceptOnlyEssentialCookies } from '../stores/cookie-notice.ts';
import styles from './cookie-popup.module.css';

/** The popup's element id, for tests and skip links. */
export const COOKIE_POPUP_ID = 'cookie-notice';

/**
 * The cookie popup, fixed at the bottom of the screen (spec 000 §2 "Cookie notice"). It is not
 * modal: the page stays usable behind it. It is a labelled region, last in the page, so keyboard and
 * screen reader users reach it and hear what it is.
 */
export function CookiePopup() {
  const open = useStore($cookieNoticeOpen);
  const headingId = useId();
  if (!open) return null;
  return (
    <section id={COOKIE_POPUP_ID} className={styles.popup} aria-labelledby={headingId}>
      <div className={styles.inner}>
        <div className={styles.text}>
          <h2 id={headingId} className={styles.heading}>
            {COOKIE_NOTICE.heading}
          </h2>
          <p className={styles.body}>
            {COOKIE_NOTICE.body}{' '}
            <Link to={COOKIES_PAGE_PATH} className={styles.link}>
              {COOKIE_NOTICE.findOutMore}
            </Link>
          </p>
        </div>
        <div className={styles.actions}>
          <button type="button" className={styles.primary} onClick={acceptAllCookies}>
            {COOKIE_NOTICE.acceptAll}
          </button>
          <button type="button" className={styles.secondary} onClick={acceptOnlyEssentialCookies}>
            {COOKIE_NOTICE.onlyEssential}
          </button>
        </div>
      </div>
    </section>
  );
}
