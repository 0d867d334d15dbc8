import type { SiteVariant } from '@club/shared/config';
import { useEffect } from 'react';
import { currentConnection } from '../lib/connection.ts';
import { loadPagesOnIntent, remoteOfLinkAt } from '../lib/intent.ts';

/** What shows a supporter is about to open a link: a pointer over it, its focus, a touch. */
const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/** Runs the page modules of the remote a link leads to once a supporter is about to open it (intent.ts). */
export function useLoadOnIntent(variant: SiteVariant): void {
  useEffect(() => {
    const onIntent = (event: Event) =>
      loadPagesOnIntent(remoteOfLinkAt(event.target, variant), currentConnection());
    for (const type of INTENT_EVENTS)
      document.addEventListener(type, onIntent, { capture: true, passive: true });
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, { capture: true });
    };
  }, [variant]);
}
