import type { HTMLAttributes } from 'react';
import styles from './ui.module.css';

export const LOAD_ERROR_RETRY = 'Try again';

interface LoadErrorProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role' | 'className'> {
  message: string;
  /** A short bold line above the message, for a whole region that is missing. */
  title?: string;
  /** The title heads the page (an h1): the load error stands in for a whole page's content. */
  pageHeading?: boolean;
  onRetry?: () => void;
}

/** A region whose data or code could not be loaded: what failed, in words, and a way to try again. */
export function LoadError({ message, title, pageHeading = false, onRetry, ...attributes }: LoadErrorProps) {
  const Title = pageHeading ? 'h1' : 'p';
  return (
    <div className={styles.loadError} role="alert" {...attributes}>
      {title && <Title className={styles.loadErrorTitle}>{title}</Title>}
      <p>{message}</p>
      {onRetry && (
        <button type="button" className={styles.button} onClick={onRetry}>
          {LOAD_ERROR_RETRY}
        </button>
      )}
    </div>
  );
}
