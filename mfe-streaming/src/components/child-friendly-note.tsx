import { setChildFriendly } from '@club/shared/stores';
import { CHILD_FRIENDLY_OFF_LABEL, childFriendlyHiddenText } from '../constants.ts';
import styles from './videos.module.css';

/**
 * Says how many videos child-friendly mode hides here, and offers to switch the mode off (it is
 * also the global bar's 'Child-friendly mode' switch). Nothing when none is hidden.
 */
export function ChildFriendlyNote({ hidden }: { hidden: number }) {
  if (hidden === 0) return null;
  return (
    <p className={styles.childFriendlyNote} data-child-friendly-hidden={hidden}>
      <span>{childFriendlyHiddenText(hidden)}</span>{' '}
      <button type="button" className={styles.childFriendlyOff} onClick={() => setChildFriendly(false)}>
        {CHILD_FRIENDLY_OFF_LABEL}
      </button>
    </p>
  );
}
