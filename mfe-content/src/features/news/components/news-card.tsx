import { IMAGE_SIZES, imageUrl } from '@club/shared/api';
import type { NewsSearchHit } from '@club/shared/contracts';
import { directionOf } from '@club/shared/contracts';
import { formatDate } from '@club/shared/format';
import { Link } from '@club/shared/router';
import styles from './news.module.css';

/** The article's own address (spec 000 §2: /news/{slug}). */
export const articlePath = (slug: string): string => `/news/${slug}`;

/** An Arabic article reads right to left wherever it appears (a card on home, /news or a category). */
export function languageAttributes(language: unknown): { lang?: string; dir?: 'rtl' | 'ltr' } {
  return language === 'ar' ? { lang: 'ar', dir: directionOf('ar') } : {};
}

/**
 * One article in a list: image, category, date and title, the title linking to the article (the
 * whole card is clickable through the link's stretched area).
 */
export function NewsCard({
  hit,
  eager = false,
  headingLevel = 2,
}: {
  hit: NewsSearchHit;
  eager?: boolean;
  headingLevel?: 2 | 3;
}) {
  const { width, height } = IMAGE_SIZES.newsResult;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card} {...languageAttributes(hit.language)}>
      <img
        className={styles.image}
        src={imageUrl(hit.imageData.key, width, height)}
        alt=""
        width={width}
        height={height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      <div className={styles.body}>
        <p className={styles.meta}>
          {hit.categories[0] && <span className={styles.category}>{hit.categories[0]}</span>}
          <time dateTime={hit.published_date}>{formatDate(hit.published_date)}</time>
        </p>
        <Heading className={styles.title} dir="auto">
          <Link className={styles.cardLink} to={articlePath(hit.slug)}>
            {hit.title}
          </Link>
        </Heading>
      </div>
    </article>
  );
}
