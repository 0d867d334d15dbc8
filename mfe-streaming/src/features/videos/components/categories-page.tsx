import { Link } from '@club/shared/router';
import { CardGrid, LoadError, PageHeading, PageLoader, usePageData, usePageTitle } from '@club/shared/ui';
import { getVideoCategories } from '../../../api/get-video-categories.ts';
import styles from '../../../components/videos.module.css';
import { VIDEO_THUMBNAIL_HEIGHT, VIDEO_THUMBNAIL_WIDTH, VIDEOS_LOADING_LABEL } from '../../../constants.ts';
import { CATEGORIES_LOAD_ERROR, CATEGORIES_TITLE, CATEGORY_VIDEO_COUNT } from '../constants.ts';

/**
 * /videos/categories (spec 001 §2, title 'Categories'): the video categories, ascending by
 * orderPosition (spec 001 §3), each opening its channel page.
 */
export function CategoriesPage() {
  usePageTitle(CATEGORIES_TITLE);
  const categories = usePageData('video-categories', getVideoCategories);
  return (
    <section aria-labelledby="categories-heading">
      <PageHeading id="categories-heading">{CATEGORIES_TITLE}</PageHeading>
      {categories.status === 'loading' && <PageLoader label={VIDEOS_LOADING_LABEL} />}
      {categories.status === 'failed' && (
        <LoadError message={CATEGORIES_LOAD_ERROR} onRetry={categories.reload} />
      )}
      {categories.status === 'ready' && (
        <CardGrid minItemWidth={220}>
          {categories.data.map(({ id, attributes }, index) => (
            <li key={id}>
              <article className={styles.item}>
                {typeof attributes.thumbnailUrl === 'string' && (
                  <div className={styles.thumbnail}>
                    <img
                      src={attributes.thumbnailUrl}
                      alt=""
                      width={VIDEO_THUMBNAIL_WIDTH}
                      height={VIDEO_THUMBNAIL_HEIGHT}
                      loading={index === 0 ? 'eager' : 'lazy'}
                      decoding="async"
                    />
                  </div>
                )}
                <h2 className={styles.title}>
                  <Link className={styles.link} to={`/videos/channel/${encodeURIComponent(attributes.slug)}`}>
                    {attributes.name}
                  </Link>
                </h2>
                {typeof attributes.videoCount === 'number' && (
                  <p className={styles.meta}>{CATEGORY_VIDEO_COUNT(attributes.videoCount)}</p>
                )}
              </article>
            </li>
          ))}
        </CardGrid>
      )}
    </section>
  );
}
