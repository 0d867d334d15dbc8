import { BUILT_ON_TEXT, PLATFORM_NAME, PLATFORM_URL } from '@club/shared/site';
import { PLATFORM_FOOTER_LABEL } from '../constants.ts';
import styles from './platform-footer.module.css';

/**
 * The platform footer (slot 18 of spec 000 §2 "Layouts"): the footer's 'Built on' platform notice
 * with its outbound link, in its own strip below everything else.
 */
export function PlatformFooter() {
  return (
    <section className={styles.platform} aria-label={PLATFORM_FOOTER_LABEL}>
      <p className={styles.notice}>
        {BUILT_ON_TEXT}{' '}
        <a href={PLATFORM_URL} target="_blank" rel="noopener noreferrer">
          {PLATFORM_NAME}
        </a>
      </p>
    </section>
  );
}
