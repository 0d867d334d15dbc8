import { Link } from '@club/shared/router';
import { PageHeading, usePageTitle } from '@club/shared/ui';
import { NEWS_HEADING } from '../constants.ts';
import styles from './news.module.css';
import { NewsList } from './news-list.tsx';

/** /: the home page opens with the newest articles. */
export function HomePage() {
  usePageTitle('Home');
  return (
    <section aria-labelledby="home-news-heading">
      <div className={styles.headingRow}>
        <PageHeading id="home-news-heading">{NEWS_HEADING}</PageHeading>
        <Link to="/news">See more</Link>
      </div>
      <NewsList pageSize={4} more={false} />
    </section>
  );
}
