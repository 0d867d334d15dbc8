import { Link } from '@club/shared/router';
import { LoadError, PageHeading, PageLoader, usePageData, usePageTitle } from '@club/shared/ui';
import { listCategories } from '../api/list-categories.ts';
import { articleCount, CATEGORIES_HEADING, CATEGORIES_LOAD_ERROR } from '../constants.ts';
import styles from './news.module.css';

/** /category: every news category with its article count, each linking to its page. */
export default function CategoryListPage() {
  usePageTitle(CATEGORIES_HEADING);
  const categories = usePageData('categories', listCategories);
  return (
    <section aria-labelledby="categories-heading">
      <PageHeading id="categories-heading">{CATEGORIES_HEADING}</PageHeading>
      {categories.status === 'loading' && <PageLoader label="Loading categories" />}
      {categories.status === 'failed' && (
        <LoadError message={CATEGORIES_LOAD_ERROR} onRetry={categories.reload} />
      )}
      {categories.status === 'ready' && (
        <ul className={styles.categoryList}>
          {categories.data.data.map((category) => (
            <li key={category.slug}>
              <Link className={styles.categoryLink} to={`/category/${category.slug}`}>
                <span lang={category.language} dir={category.direction}>
                  {category.nativeName}
                </span>
                <span className={styles.count}>{articleCount(category.count)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
