import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $mainRemoteSettled } from '../../../lib/federation/main-remote.ts';
import { useIdle } from '../../../lib/use-idle.ts';
import { currentConnection } from '../lib/connection.ts';
import { prefetchRemotePages } from '../lib/prefetch.ts';

/** Spec 000 §9: prefetch the other remotes' pages once the first page has settled and the browser is idle. */
export function usePrefetchOnIdle(): void {
  const idle = useIdle(useStore($mainRemoteSettled));
  useEffect(() => {
    if (idle) void prefetchRemotePages(currentConnection());
  }, [idle]);
}
