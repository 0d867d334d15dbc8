import { pageTitle } from '@club/shared/site';
import { useEffect } from 'react';
import { Link } from 'react-router';
import styles from './news.module.css';
import { NewsList } from './news-list.tsx';

/** /: the home page opens with the newest articles. */
export function HomePage() {
  useEffect(() => {
    document.title = pageTitle('Home');
  }, []);
  return (
    <section aria-labelledby="home-news-heading">
      <div className={styles.headingRow}>
        <h1 id="home-news-heading" className={styles.heading}>
          Latest News
        </h1>
        <Link to="/news">See more</Link>
      </div>
      <NewsList pageSize={4} more={false} />
    </section>
  );
}
