import { startPageLoading } from '@club/shared/stores';
import { useEffect } from 'react';

/**
 * Holds the page as loading while `loading` is true and the calling component is shown, so the
 * shell's loading bar covers a page's own data as well as its code (spec 000 §2: "While a page loads
 * a loading bar shows").
 */
export function usePageLoading(loading: boolean): void {
  useEffect(() => {
    if (!loading) return;
    return startPageLoading();
  }, [loading]);
}
