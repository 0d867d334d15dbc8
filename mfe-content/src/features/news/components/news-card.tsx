import { IMAGE_SIZES, imageUrl } from '@club/shared/api';
import type { NewsSearchHit } from '@club/shared/contracts';
import { formatDate } from '@club/shared/format';
import styles from './news.module.css';

/** One article in a list: image, category, date and title. */
export function NewsCard({ hit, eager = false }: { hit: NewsSearchHit; eager?: boolean }) {
  const { width, height } = IMAGE_SIZES.newsResult;
  return (
    <article className={styles.card}>
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
        <h2 className={styles.title} dir="auto">
          {hit.title}
        </h2>
      </div>
    </article>
  );
}
