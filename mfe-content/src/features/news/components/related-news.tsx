import { type NewsSearchHit, RELATED_NEWS_COUNT } from '@club/shared/contracts';
import { CardGrid } from '@club/shared/ui';
import { RELATED_NEWS_HEADING } from '../constants.ts';
import styles from './article.module.css';
import { NewsCard } from './news-card.tsx';

/** Spec 000 §1, §9: the related-news block, 4 articles. */
export function RelatedNews({ hits }: { hits: readonly NewsSearchHit[] }) {
  const shown = hits.slice(0, RELATED_NEWS_COUNT);
  if (shown.length === 0) return null;
  return (
    <section className={styles.related} aria-labelledby="related-news-heading">
      <h2 id="related-news-heading" className={styles.relatedHeading}>
        {RELATED_NEWS_HEADING}
      </h2>
      <CardGrid minItemWidth={200}>
        {shown.map((hit) => (
          <li key={hit.slug}>
            <NewsCard hit={hit} headingLevel={3} />
          </li>
        ))}
      </CardGrid>
    </section>
  );
}
