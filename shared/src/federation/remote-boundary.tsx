import type { RemoteKey } from '@club/shared/config';
import { LOAD_ERROR_RETRY, LoadError } from '@club/shared/ui';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reloadOnceForChunkError } from './chunk-reload.ts';
import { reportRemoteError } from './remote-errors.ts';

/** Spec-free wording for a part of the page whose remote failed; the rest of the page keeps working. */
export const REMOTE_UNAVAILABLE_TITLE = 'This section is not available right now';
export const REMOTE_UNAVAILABLE_TEXT = 'The rest of the site still works. Please try again in a moment.';
export const RETRY_LABEL = LOAD_ERROR_RETRY;

/**
 * What a remote mount shows when its remote is down, slow to fail, or throws. In place of a page
 * (`page`), its title is the page's heading, as the page it stands for would have had one.
 */
export function RemoteFallback({
  remote,
  onRetry,
  page = false,
}: {
  remote: string;
  onRetry: () => void;
  page?: boolean;
}) {
  return (
    <LoadError
      title={REMOTE_UNAVAILABLE_TITLE}
      pageHeading={page}
      message={REMOTE_UNAVAILABLE_TEXT}
      onRetry={onRetry}
      data-remote-fallback={remote}
    />
  );
}

interface Props {
  remote: RemoteKey;
  /** Called when the person asks to retry, before the boundary clears its error. */
  onRetry?: () => void;
  /** Wraps the fallback (an overlay slot shows it inside its own closable frame). */
  frame?: (content: ReactNode) => ReactNode;
  /** The remote renders the page's content: its fallback heads the page. */
  page?: boolean;
  /** What shows instead of the standard fallback (the host's error page for a page), given the error and the retry. */
  fallback?: (error: unknown, retry: () => void) => ReactNode;
  children: ReactNode;
}

/** Catches what a remote throws while rendering, so one remote never takes the page down. */
export class RemoteBoundary extends Component<Props, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`[remote ${this.props.remote}] render failed`, error, info.componentStack);
    reportRemoteError(this.props.remote, error);
    reloadOnceForChunkError(error);
  }

  private readonly retry = () => {
    this.props.onRetry?.();
    this.setState({ error: null });
  };

  override render() {
    if (this.state.error) {
      const fallback = this.props.fallback ? (
        this.props.fallback(this.state.error, this.retry)
      ) : (
        <RemoteFallback remote={this.props.remote} onRetry={this.retry} page={this.props.page} />
      );
      return this.props.frame ? this.props.frame(fallback) : fallback;
    }
    return this.props.children;
  }
}
