import type { HTMLAttributes } from 'react';
import styles from './ui.module.css';

export const LOAD_ERROR_RETRY = 'Try again';

interface LoadErrorProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role' | 'className'> {
  message: string;
  /** A short bold line above the message, for a whole region that is missing. */
  title?: string;
  onRetry?: () => void;
}

/** A region whose data or code could not be loaded: what failed, in words, and a way to try again. */
export function LoadError({ message, title, onRetry, ...attributes }: LoadErrorProps) {
  return (
    <div className={styles.loadError} role="alert" {...attributes}>
      {title && <p className={styles.loadErrorTitle}>{title}</p>}
      <p>{message}</p>
      {onRetry && (
        <button type="button" className={styles.button} onClick={onRetry}>
          {LOAD_ERROR_RETRY}
        </button>
      )}
    </div>
  );
}
