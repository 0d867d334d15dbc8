import { ERROR_PAGE_MESSAGE, errorPageHeading, QUICK_LINKS } from '@club/shared/site';
import { LOAD_ERROR_RETRY } from '@club/shared/ui';
import { Component, type ReactNode, useEffect, useId } from 'react';
import styles from './error-page.module.css';

/** The HTTP status an error carries (`status` or `statusCode`), if any. */
function statusOf(error: Error): number | undefined {
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
  const value = typeof statusCode === 'number' ? statusCode : status;
  return typeof value === 'number' && value >= 400 && value <= 599 ? value : undefined;
}

/**
 * Spec 000 §8: any error is normalised to a message and a statusCode defaulting to 500; `status`,
 * when the caller knows better (a remote that could not be loaded is 503), wins.
 */
export function normaliseError(error: unknown, status?: number): { statusCode: number; message: string } {
  if (error instanceof Error) return { statusCode: status ?? statusOf(error) ?? 500, message: error.message };
  return { statusCode: status ?? 500, message: String(error ?? 'Unknown error') };
}

export interface ErrorPageProps {
  error: unknown;
  /** The HTTP status the failure stands for, when the error does not carry it. */
  status?: number;
  /** Offers 'Try again' (a page whose remote failed loads it afresh). */
  onRetry?: () => void;
  /** Shown inside a layout's page content slot (no main landmark of its own). */
  embedded?: boolean;
}

/** Shown when even the error page fails to render (spec 000 §2). */
export const ERROR_FALLBACK_MESSAGE = 'Something went wrong.';
export const ERROR_FALLBACK_LINK = 'Go to the home page';

function ErrorPageContent({ error, status, onRetry, embedded = false }: ErrorPageProps) {
  const { statusCode, message } = normaliseError(error, status);
  useEffect(() => {
    console.error(`[error page] ${statusCode}: ${message}`);
  }, [statusCode, message]);
  // Inside the layout the page content slot is already the main landmark.
  const Landmark = embedded ? 'section' : 'main';
  const headingId = useId();
  return (
    <Landmark className={styles.page} data-header-style="solid" aria-labelledby={headingId}>
      <h1 id={headingId}>{errorPageHeading(statusCode)}</h1>
      <p>{ERROR_PAGE_MESSAGE}</p>
      {onRetry && (
        <p>
          <button type="button" className={styles.retry} onClick={onRetry}>
            {LOAD_ERROR_RETRY}
          </button>
        </p>
      )}
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
 * The error page (spec 000 §2) for the error it is given: '{status} error', the spec's message and
 * the Quick Links, with 'Try again' when the failure may pass. `embedded` when it shows inside a
 * layout's page content slot (no main landmark of its own).
 */
export function ErrorPage(props: ErrorPageProps) {
  return (
    <ErrorPageBoundary>
      <ErrorPageContent {...props} />
    </ErrorPageBoundary>
  );
}
