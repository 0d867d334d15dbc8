import { useParams } from '@club/shared/router';
import { LoadError, NotFoundPage, PageHeading, PageLoader, usePageData, usePageTitle } from '@club/shared/ui';
import { isNotFoundError } from '../../../lib/not-found.ts';
import { getCategory } from '../api/get-category.ts';
import { CATEGORY_LOAD_ERROR_TITLE, NEWS_LOAD_ERROR } from '../constants.ts';
import { NewsList } from './news-list.tsx';

/**
 * /category/{category}: one category's articles, newest first, with Load more. The Arabic category
 * (/category/arabic) is in Arabic and reads right to left; an unknown category is the 404 page.
 */
export default function CategoryPage() {
  const { category: slug = '' } = useParams();
  const category = usePageData(`category:${slug}`, (signal) => getCategory(slug, signal));
  usePageTitle(category.status === 'ready' ? category.data.data.nativeName : null);
  if (category.status === 'loading') return <PageLoader label="Loading news" />;
  if (category.status === 'failed') {
    if (isNotFoundError(category.error)) return <NotFoundPage />;
    return (
      <LoadError
        title={CATEGORY_LOAD_ERROR_TITLE}
        pageHeading
        message={NEWS_LOAD_ERROR}
        onRetry={category.reload}
      />
    );
  }
  const { data } = category.data;
  return (
    <section aria-labelledby="category-heading" lang={data.language} dir={data.direction}>
      <PageHeading id="category-heading">{data.nativeName}</PageHeading>
      <NewsList key={data.slug} category={data.slug} />
    </section>
  );
}
