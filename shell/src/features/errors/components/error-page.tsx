import { ERROR_PAGE_MESSAGE, errorPageHeading, QUICK_LINKS } from '@club/shared/site';
import { Component, type ReactNode, useEffect } from 'react';
import styles from './error-page.module.css';

/** The HTTP status an error carries (`status` or `statusCode`), if any. */
function statusOf(error: Error): number | undefined {
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
  const value = typeof statusCode === 'number' ? statusCode : status;
  return typeof value === 'number' && value >= 400 && value <= 599 ? value : undefined;
}

/** Spec 000 §8: any error is normalised to a message and a statusCode defaulting to 500. */
export function normaliseError(error: unknown): { statusCode: number; message: string } {
  if (error instanceof Error) return { statusCode: statusOf(error) ?? 500, message: error.message };
  return { statusCode: 500, message: String(error ?? 'Unknown error') };
}

/** Shown when even the error page fails to render (spec 000 §2). */
export const ERROR_FALLBACK_MESSAGE = 'Something went wrong.';
export const ERROR_FALLBACK_LINK = 'Go to the home page';

function ErrorPageContent({ error, embedded = false }: { error: unknown; embedded?: boolean }) {
  const { statusCode, message } = normaliseError(error);
  useEffect(() => {
    console.error(`[error page] ${statusCode}: ${message}`);
  }, [statusCode, message]);
  // Inside the layout the page content slot is already the main landmark.
  const Landmark = embedded ? 'section' : 'main';
  return (
    <Landmark className={styles.page} data-header-style="solid">
      <h1>{errorPageHeading(statusCode)}</h1>
      <p>{ERROR_PAGE_MESSAGE}</p>
      <nav aria-label="Quick Links">
        <h2>Quick Links</h2>
        <ul className={styles.links}>
          {QUICK_LINKS.map((link) => (
            <li key={link.label}>
              <a href={link.to} {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </Landmark>
  );
}

class ErrorPageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className={styles.page}>
        <p>{ERROR_FALLBACK_MESSAGE}</p>
        <a href="/">{ERROR_FALLBACK_LINK}</a>
      </main>
    );
  }
}

/**
 * The error page (spec 000 §2) for the error it is given. `embedded` when it shows inside a layout's
 * page content slot (no main landmark of its own).
 */
export function ErrorPage({ error, embedded = false }: { error: unknown; embedded?: boolean }) {
  return (
    <ErrorPageBoundary>
      <ErrorPageContent error={error} embedded={embedded} />
    </ErrorPageBoundary>
  );
}
