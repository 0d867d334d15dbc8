import { NOT_FOUND_MESSAGE } from '@club/shared/site';
import { setPageKind } from '@club/shared/stores';
import { useEffect } from 'react';
import styles from './ui.module.css';
import { usePageTitle } from './use-page-title.ts';

/** The 404 page (spec 000 §2): shown by the shell and by any remote for a path it does not know. */
export function NotFoundPage() {
  usePageTitle(NOT_FOUND_MESSAGE);
  // An error page: the header turns solid (spec 000 §2). A plain effect, so it follows the shell's per-path default.
  useEffect(() => setPageKind('error'), []);
  return (
    <section className={styles.notFound} aria-labelledby="not-found-heading">
      <h1 id="not-found-heading">404</h1>
      <p>{NOT_FOUND_MESSAGE}</p>
    </section>
  );
}
