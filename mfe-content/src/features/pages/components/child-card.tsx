import { IMAGE_SIZES, imageUrl } from '@club/shared/api';
import type { PageChildSummary } from '@club/shared/contracts';
import { Link } from '@club/shared/router';
import { NEW_TAB_NOTE } from '../constants.ts';
import styles from './club-page.module.css';

/**
 * A Hub page's child as a card: its picture (if it has one), title and summary, the title linking
 * to the page; an external page links out, in a new tab when the CMS flags it.
 */
export function ChildCard({ child }: { child: PageChildSummary }) {
  const { width, height } = IMAGE_SIZES.newsResult;
  const external = child.postType === 'external';
  const href = external ? (child.externalUrl ?? child.fullPath) : child.fullPath;
  return (
    <article className={styles.card}>
      {child.imageKey && (
        <img
          className={styles.cardImage}
          src={imageUrl(child.imageKey, width, height)}
          alt=""
          width={width}
          height={height}
          loading="lazy"
          decoding="async"
        />
      )}
      <div className={styles.cardBody}>
        <h2 className={styles.cardTitle}>
          {external ? (
            <a
              className={styles.cardLink}
              href={href}
              {...(child.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {child.title}
              {child.newTab && <span className={styles.visuallyHidden}> {NEW_TAB_NOTE}</span>}
            </a>
          ) : (
            <Link className={styles.cardLink} to={href}>
              {child.title}
            </Link>
          )}
        </h2>
        {child.summary && <p className={styles.cardSummary}>{child.summary}</p>}
      </div>
    </article>
  );
}
