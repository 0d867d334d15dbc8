import { pageTitle } from '@club/shared/site';
import { useEffect } from 'react';
import styles from './news.module.css';
import { NewsList } from './news-list.tsx';

export const NEWS_HEADING = 'Latest News';

/** /news: the news listing. */
export function NewsListPage() {
  useEffect(() => {
    document.title = pageTitle('News');
  }, []);
  return (
    <section aria-labelledby="news-heading">
      <h1 id="news-heading" className={styles.heading}>
        {NEWS_HEADING}
      </h1>
      <NewsList />
    </section>
  );
}
