import { useLocation } from '@club/shared/router';
import { $accountHeaderOpen } from '@club/shared/stores';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { hasSessionQuery } from '../../features/routing/lib/session-query.ts';
import { useAfterMainContent } from '../../lib/use-after-main-content.ts';

/**
 * Whether the account panel slot (mfe-account) is mounted. The account remote checks the session
 * on load (spec 001 §4). It loads once the page's own content has shown and the browser is idle,
 * so it never delays the page's content; at once if the panel is opened first; and at once when
 * the address carries loginSuccess=true or logoutSuccess=true, so the remote handles the login or
 * logout from the address without waiting (spec 000 §2, spec 001 §4 "Session on load"). Once
 * mounted it stays mounted.
 */
export function useAccountPanelMount(): boolean {
  const { search } = useLocation();
  const [mounted, setMounted] = useState(() => hasSessionQuery(search));
  const idle = useAfterMainContent();
  const accountOpen = useStore($accountHeaderOpen);
  useEffect(() => {
    if (idle || accountOpen || hasSessionQuery(search)) setMounted(true);
  }, [idle, accountOpen, search]);
  return mounted;
}
