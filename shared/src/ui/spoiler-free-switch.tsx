import { SPOILER_FREE_HINT, SPOILER_FREE_LABEL } from '@club/shared/contracts';
import { $spoilerFree, setSpoilerFree } from '@club/shared/stores';
import { useStore } from '@nanostores/react';
import { useId } from 'react';
import styles from './ui.module.css';

/**
 * The spoiler-free switch (@club/shared/contracts' spoilers.ts): one setting for the whole site,
 * shown where results could spoil a replay (the videos pages, a replay's player, the match centre
 * of a match with a replay). It takes the colour of the text around it.
 */
export function SpoilerFreeSwitch() {
  const on = useStore($spoilerFree);
  const hintId = useId();
  return (
    <>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-describedby={hintId}
        className={styles.switch}
        onClick={() => setSpoilerFree(!on)}
      >
        <span className={styles.switchTrack} aria-hidden="true">
          <span className={styles.switchThumb} />
        </span>
        <span>{SPOILER_FREE_LABEL}</span>
      </button>
      <span id={hintId} className={styles.visuallyHidden}>
        {SPOILER_FREE_HINT}
      </span>
    </>
  );
}
