import { SOCIAL_NETWORKS, SOCIAL_URLS } from '@club/shared/site';
import { SOCIAL_LINKS_LABEL } from '../constants.ts';
import styles from './footer.module.css';
import { SocialIcon } from './social-icons.tsx';

/** Spec 000 §2 "Footer": the nine social links, each opening in a new tab, with 24 px icons. */
export function SocialLinks() {
  return (
    <nav aria-label={SOCIAL_LINKS_LABEL}>
      <ul className={styles.social}>
        {SOCIAL_NETWORKS.map((network) => (
          <li key={network}>
            <a
              className={styles.socialLink}
              href={SOCIAL_URLS[network]}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={network}
            >
              <SocialIcon network={network} />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
