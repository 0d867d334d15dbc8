import { useId } from 'react';
import styles from './ui.module.css';

export interface SwitchProps {
  /** On or off. */
  checked: boolean;
  /** Turns it over (the caller keeps the state). */
  onToggle: () => void;
  /** Its name, shown beside it. */
  label: string;
  /** What it does, said to screen readers after its name. */
  description?: string;
}

/**
 * An on/off switch (a button with the switch role) in the colour of the text around it, on light
 * or dark: the site's settings, child-friendly and spoiler-free mode.
 */
export function Switch({ checked, onToggle, label, description }: SwitchProps) {
  const descriptionId = useId();
  return (
    <>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={description ? descriptionId : undefined}
        className={styles.switch}
        onClick={onToggle}
      >
        <span className={styles.switchTrack} aria-hidden="true">
          <span className={styles.switchThumb} />
        </span>
        <span>{label}</span>
      </button>
      {description && (
        <span id={descriptionId} className={styles.visuallyHidden}>
          {description}
        </span>
      )}
    </>
  );
}
