import type { NewsSearchHit } from '@club/shared/contracts';
import { formatDate } from '@club/shared/format';
import { Link } from '@club/shared/router';
import { HeroImage } from '../../../lib/hero-image.tsx';
import styles from './home.module.css';
import { articlePath, languageAttributes } from './news-card.tsx';

/** The home page's lead story: the newest article, large, its picture the page's largest paint. */
export function LeadStory({ hit }: { hit: NewsSearchHit }) {
  return (
    <article className={styles.lead} {...languageAttributes(hit.language)}>
      <HeroImage imageKey={hit.imageData.key} alt="" />
      <div className={styles.leadBody}>
        <p className={styles.leadMeta}>
          {hit.categories[0] && <span>{hit.categories[0]}</span>}
          <time dateTime={hit.published_date}>{formatDate(hit.published_date)}</time>
        </p>
        <h2 className={styles.leadTitle} dir="auto">
          <Link className={styles.leadLink} to={articlePath(hit.slug)}>
            {hit.title}
          </Link>
        </h2>
        {hit.summary && (
          <p className={styles.leadSummary} dir="auto">
            {hit.summary}
          </p>
        )}
      </div>
    </article>
  );
}
