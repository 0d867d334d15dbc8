import { LOADER_ATTRIBUTE } from './loader.ts';
import styles from './ui.module.css';

const LOADER_MARK = { [LOADER_ATTRIBUTE]: '' };

/** A polite loading state for a region whose content is on its way. */
export function PageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <div className={styles.loader} role="status" aria-live="polite" {...LOADER_MARK}>
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.visuallyHidden}>{label}</span>
    </div>
  );
}
