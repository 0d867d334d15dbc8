import { PageHeading, usePageTitle } from '@club/shared/ui';
import { NewsList } from './news-list.tsx';

export const NEWS_HEADING = 'Latest News';

/** /news: the news listing. */
export function NewsListPage() {
  usePageTitle('News');
  return (
    <section aria-labelledby="news-heading">
      <PageHeading id="news-heading">{NEWS_HEADING}</PageHeading>
      <NewsList />
    </section>
  );
}
