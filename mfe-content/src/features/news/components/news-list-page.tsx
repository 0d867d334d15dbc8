import { pageTitle } from '@club/shared/site';
import { PageHeading } from '@club/shared/ui';
import { useEffect } from 'react';
import { NewsList } from './news-list.tsx';

export const NEWS_HEADING = 'Latest News';

/** /news: the news listing. */
export function NewsListPage() {
  useEffect(() => {
    document.title = pageTitle('News');
  }, []);
  return (
    <section aria-labelledby="news-heading">
      <PageHeading id="news-heading">{NEWS_HEADING}</PageHeading>
      <NewsList />
    </section>
  );
}
