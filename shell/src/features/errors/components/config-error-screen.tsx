import type { RuntimeConfigError } from '@club/shared/config';
import styles from './error-page.module.css';

export const CONFIG_ERROR_TITLE = 'The site could not start';

/**
 * What an operator sees when the runtime config is missing or broken: the reasons, not a blank page.
 * The page's main landmark, its message an alert inside it (an alert role on the main element would
 * replace the landmark, leaving the page without one).
 */
export function ConfigErrorScreen({ error }: { error: RuntimeConfigError }) {
  const [summary, ...rest] = error.message.split('\n');
  return (
    <main className={styles.page}>
      <div role="alert">
        <h1>{CONFIG_ERROR_TITLE}</h1>
        <p>{summary}</p>
        {rest.length > 0 && (
          <ul style={{ textAlign: 'start' }}>
            {error.problems.map((problem) => (
              <li key={problem}>
                <code>{problem}</code>
              </li>
            ))}
          </ul>
        )}
        <p>Please try again later.</p>
      </div>
    </main>
  );
}
