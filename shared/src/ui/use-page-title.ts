import { pageTitle } from '@club/shared/site';
import { setPageTitle } from '@club/shared/stores';
import { useEffect } from 'react';

/**
 * Names the page while the calling component is shown: the document title becomes `title` with the
 * spec's suffix (spec 000 §1, ' | Official {club} website'). Inside the shell it also tells the
 * shell not to use its default title for the path; standalone it sets the document title alone.
 * A null or empty title asks for nothing (e.g. while the page's data is loading).
 */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (!title) return;
    document.title = pageTitle(title);
    return setPageTitle(title);
  }, [title]);
}
