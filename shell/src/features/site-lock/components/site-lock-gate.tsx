import { useStore } from '@nanostores/react';
import { type ReactNode, useId, useState } from 'react';
import { ACCESS_LABEL, ENTRY_PASSWORD_LABEL, SITE_LOCK_HEADING } from '../constants.ts';
import { $siteLocked, enterSite, isEntryWord } from '../stores/site-lock.ts';
import styles from './site-lock-gate.module.css';

/** The lock screen (spec 000 §2): the Access button appears only once the typed word is the entry word. */
export function SiteLockScreen() {
  const [typed, setTyped] = useState('');
  const fieldId = useId();
  const matches = isEntryWord(typed);
  return (
    <main className={styles.screen}>
      <form
        className={styles.card}
        onSubmit={(event) => {
          event.preventDefault();
          enterSite(typed);
        }}
      >
        <h1 className={styles.heading}>{SITE_LOCK_HEADING}</h1>
        <label htmlFor={fieldId} className={styles.label}>
          {ENTRY_PASSWORD_LABEL}
        </label>
        <input
          id={fieldId}
          className={styles.field}
          type="password"
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        {matches && (
          <button type="submit" className={styles.access}>
            {ACCESS_LABEL}
          </button>
        )}
      </form>
    </main>
  );
}

/**
 * Stands in front of the whole site while the development site is locked (spec 000 §4 "Site lock");
 * the site, its router and its remotes are not rendered until the visitor is let in.
 */
export function SiteLockGate({ children }: { children: ReactNode }) {
  const locked = useStore($siteLocked);
  return locked ? <SiteLockScreen /> : children;
}
