import type { Breadcrumb } from '@club/shared/contracts';
import { Link } from '@club/shared/router';
import { BREADCRUMBS_LABEL } from '../constants.ts';
import styles from './club-page.module.css';

/** The trail from the top-level page down to this one; the last step is the page itself. */
export function Breadcrumbs({ trail }: { trail: readonly Breadcrumb[] }) {
  if (trail.length < 2) return null;
  return (
    <nav aria-label={BREADCRUMBS_LABEL} className={styles.breadcrumbs}>
      <ol>
        {trail.map((step, index) => (
          <li key={step.fullPath}>
            {index === trail.length - 1 ? (
              <span aria-current="page">{step.title}</span>
            ) : (
              <Link to={step.fullPath}>{step.title}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
