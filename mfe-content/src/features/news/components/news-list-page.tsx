import { PageHeading, usePageTitle } from '@club/shared/ui';
import { NEWS_HEADING } from '../constants.ts';
import { NewsList } from './news-list.tsx';

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
