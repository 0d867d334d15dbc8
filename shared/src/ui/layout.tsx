import type { ReactNode } from 'react';
import styles from './ui.module.css';

/** A page's one top-level heading, styled alike in every remote. */
export function PageHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h1 id={id} className={styles.pageHeading}>
      {children}
    </h1>
  );
}

/** The card widths a CardGrid is made for (ui.module.css), in pixels. */
const CARD_MIN_WIDTHS = [200, 220, 240, 260] as const;
export type CardMinWidth = (typeof CARD_MIN_WIDTHS)[number];

/** A responsive grid of cards (news, teams, videos): as many columns as fit `minItemWidth`. */
export function CardGrid({
  minItemWidth = 240,
  children,
}: {
  minItemWidth?: CardMinWidth;
  children: ReactNode;
}) {
  return (
    <ul className={styles.cardGrid} data-min-item-width={minItemWidth}>
      {children}
    </ul>
  );
}
