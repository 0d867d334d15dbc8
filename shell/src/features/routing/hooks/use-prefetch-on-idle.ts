import { useEffect } from 'react';
import { useAfterMainContent } from '../../../lib/use-after-main-content.ts';
import { currentConnection } from '../lib/connection.ts';
import { prefetchRemotePages } from '../lib/prefetch.ts';

/** Spec 000 §9: prefetch the other remotes' pages once the first page's content has shown and the browser is idle. */
export function usePrefetchOnIdle(): void {
  const idle = useAfterMainContent();
  useEffect(() => {
    if (idle) void prefetchRemotePages(currentConnection());
  }, [idle]);
}
