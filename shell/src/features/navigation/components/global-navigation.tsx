import { Link } from '@club/shared/router';
import { CLUB_TAGLINE, LANGUAGE_OPTIONS } from '@club/shared/site';
import {
  $accountHeaderOpen,
  $childFriendly,
  $pageLanguage,
  $user,
  setChildFriendly,
  toggleAccountHeader,
} from '@club/shared/stores';
import { Switch } from '@club/shared/ui';
import { useStore } from '@nanostores/react';
import { ACCOUNT_PANEL_ID, NAVIGATION_TEXT } from '../constants.ts';
import styles from './global-navigation.module.css';

/** Spec 000 §2 / 001 §2: the profile button's labels. */
export const PROFILE_LABEL_SIGNED_IN = 'Profile';
export const PROFILE_LABEL_SIGNED_OUT = 'Log In';

/** Spec 000 §3 "Language options": each link is marked with its language; the current one is aria-current. */
function LanguageOptions() {
  const current = useStore($pageLanguage);
  return (
    <nav aria-label={NAVIGATION_TEXT.languages} className={styles.languages}>
      <ul>
        {LANGUAGE_OPTIONS.map((option) => (
          <li key={option.language}>
            <Link
              to={option.to}
              lang={option.language}
              hrefLang={option.language}
              className={styles.language}
              aria-current={option.language === current ? 'true' : undefined}
            >
              {option.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Child-friendly mode (on by default, spec 000 §1): hides adverts and sponsors not flagged child friendly. */
function ChildFriendlyToggle() {
  const on = useStore($childFriendly);
  return <Switch checked={on} onToggle={() => setChildFriendly(!on)} label={NAVIGATION_TEXT.childFriendly} />;
}

/**
 * The global navigation bar, the club tagline strip (30 px): the tagline, the language options, the
 * child-friendly switch and the profile button that toggles the account panel. A labelled region,
 * so the tagline and the switch sit in a landmark like the rest of the page; not a navigation
 * landmark, as only the language links in it navigate (they are their own navigation), and not a
 * second banner next to the header's.
 */
export function GlobalNavigation() {
  const { loggedIn } = useStore($user);
  const open = useStore($accountHeaderOpen);
  return (
    <section className={styles.bar} aria-label={NAVIGATION_TEXT.globalBar}>
      <p className={styles.strip}>{CLUB_TAGLINE}</p>
      <div className={styles.tools}>
        <LanguageOptions />
        <ChildFriendlyToggle />
        <button
          type="button"
          className={styles.profile}
          aria-expanded={open}
          aria-controls={ACCOUNT_PANEL_ID}
          onClick={toggleAccountHeader}
        >
          {loggedIn ? PROFILE_LABEL_SIGNED_IN : PROFILE_LABEL_SIGNED_OUT}
        </button>
      </div>
    </section>
  );
}
