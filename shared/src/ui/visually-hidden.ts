import styles from './ui.module.css';

/**
 * The class that hides an element from sight but not from screen readers (a fieldset's legend, a
 * status line), one rule for every app instead of a copy in each stylesheet.
 */
export const VISUALLY_HIDDEN_CLASS: string = styles.visuallyHidden ?? '';
