import styles from './ui.module.css';

export const LOAD_ERROR_RETRY = 'Try again';

/** A region whose data could not be loaded: what failed, in words, and a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className={styles.loadError} role="alert">
      <p>{message}</p>
      {onRetry && (
        <button type="button" className={styles.button} onClick={onRetry}>
          {LOAD_ERROR_RETRY}
        </button>
      )}
    </div>
  );
}
