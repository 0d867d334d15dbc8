import type { CSSProperties, ReactNode } from 'react';
import styles from './ui.module.css';

/** A page's one top-level heading, styled alike in every remote. */
export function PageHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h1 id={id} className={styles.pageHeading}>
      {children}
    </h1>
  );
}

/** A responsive grid of cards (news, teams, videos): as many columns as fit `minItemWidth`. */
export function CardGrid({ minItemWidth = 240, children }: { minItemWidth?: number; children: ReactNode }) {
  return (
    <ul className={styles.cardGrid} style={{ '--card-min-width': `${minItemWidth}px` } as CSSProperties}>
      {children}
    </ul>
  );
}
