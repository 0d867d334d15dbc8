import { LoadError, NotFoundPage, PageLoader, usePageData } from '@club/shared/ui';
import { isNotFoundError } from '../../../lib/not-found.ts';
import { getArticle } from '../api/get-article.ts';
import { ARTICLE_LOAD_ERROR, ARTICLE_LOAD_ERROR_TITLE } from '../constants.ts';
import { ArticleView } from './article-view.tsx';

/** /news/{slug}: one article; an unknown or malformed slug is the 404 page. */
export function ArticlePage({ slug }: { slug: string }) {
  const article = usePageData(`article:${slug}`, (signal) => getArticle(slug, signal));
  if (article.status === 'loading') return <PageLoader label="Loading the article" />;
  if (article.status === 'failed') {
    if (isNotFoundError(article.error)) return <NotFoundPage />;
    return (
      <LoadError
        title={ARTICLE_LOAD_ERROR_TITLE}
        pageHeading
        message={ARTICLE_LOAD_ERROR}
        onRetry={article.reload}
      />
    );
  }
  return <ArticleView article={article.data.data} related={article.data.related} />;
}
