import { searchNews } from '@club/shared/calls';
import type { NewsSearchHit } from '@club/shared/contracts';
import { LOAD_MORE_LABEL } from '@club/shared/site';
import { CardGrid, LoadError, PageLoader, usePageData } from '@club/shared/ui';
import { useState } from 'react';
import { EAGER_NEWS_CARDS, NEWS_LIST_PAGE_SIZE, NEWS_LOAD_ERROR } from '../constants.ts';
import styles from './news.module.css';
import { NewsCard } from './news-card.tsx';

/** A newest-first list of articles with a Load more button while more exist. */
export function NewsList({
  pageSize = NEWS_LIST_PAGE_SIZE,
  more = true,
  category,
}: {
  pageSize?: number;
  more?: boolean;
  /** Only this category's articles (its name or slug). */
  category?: string;
}) {
  const filter = category === undefined ? {} : { category };
  const first = usePageData(`news:${pageSize}:${category ?? ''}`, (signal) =>
    searchNews({ size: pageSize, start: 0, ...filter }, signal),
  );
  const [extra, setExtra] = useState<NewsSearchHit[]>([]);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState(false);

  const loadMore = async (start: number) => {
    setLoadingMore(true);
    try {
      const result = await searchNews({ size: pageSize, start, ...filter });
      setExtra((previous) => [...previous, ...result.hits.hit]);
      setMoreError(false);
    } catch {
      setMoreError(true);
    } finally {
      setLoadingMore(false);
    }
  };

  if (first.status === 'loading') return <PageLoader label="Loading news" />;
  if (first.status === 'failed') return <LoadError message={NEWS_LOAD_ERROR} onRetry={first.reload} />;

  const hits = [...first.data.hits.hit, ...extra];
  const hasMore = more && hits.length < first.data.hits.found;
  return (
    <>
      <CardGrid>
        {hits.map((hit, index) => (
          <li key={hit.slug}>
            <NewsCard hit={hit} eager={index < EAGER_NEWS_CARDS} />
          </li>
        ))}
      </CardGrid>
      {moreError && <LoadError message={NEWS_LOAD_ERROR} />}
      {hasMore && (
        <div className={styles.more}>
          <button
            type="button"
            className={styles.moreButton}
            disabled={loadingMore}
            onClick={() => void loadMore(hits.length)}
          >
            {LOAD_MORE_LABEL}
          </button>
        </div>
      )}
    </>
  );
}
