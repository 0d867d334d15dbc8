import { formatPeriod } from '@club/shared/format';
import { Link, useSearchParams } from '@club/shared/router';
import {
  CardGrid,
  LoadError,
  NotFoundPage,
  PageHeading,
  PageLoader,
  usePageData,
  usePageTitle,
} from '@club/shared/ui';
import { isNotFoundError } from '../../../lib/not-found.ts';
import { getNewsArchive } from '../api/get-news-archive.ts';
import {
  ARCHIVE_EMPTY,
  ARCHIVE_NEXT,
  ARCHIVE_PAGE_SIZE,
  ARCHIVE_PREVIOUS,
  EAGER_NEWS_CARDS,
  NEWS_LOAD_ERROR,
} from '../constants.ts';
import type { LegacyAddress } from '../lib/legacy-address.ts';
import { ArticleView } from './article-view.tsx';
import styles from './news.module.css';
import { NewsCard } from './news-card.tsx';

/** The listing's page number from `?page=` (1 when missing or not a whole number from 1). */
function pageNumber(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The listing heading of a period. */
export const archiveHeading = (label: string): string => `News from ${label}`;

/**
 * A legacy news address: with a slug, the article published in that period (its canonical link
 * names /news/{slug}); without one, the period's articles, newest first, a page at a time. An
 * unknown article, a malformed period or a slug outside the period is the 404 page.
 */
export function LegacyNewsPage({ address }: { address: LegacyAddress }) {
  const [search] = useSearchParams();
  const page = address.slug ? 1 : pageNumber(search.get('page'));
  const start = (page - 1) * ARCHIVE_PAGE_SIZE;
  const key = `archive:${address.year}/${address.month ?? ''}/${address.day ?? ''}/${address.slug ?? ''}:${start}`;
  const archive = usePageData(key, (signal) =>
    getNewsArchive({ ...address, ...(address.slug ? {} : { size: ARCHIVE_PAGE_SIZE, start }) }, signal),
  );
  if (archive.status === 'loading') return <PageLoader label="Loading news" />;
  if (archive.status === 'failed') {
    if (isNotFoundError(archive.error)) return <NotFoundPage />;
    return (
      <LoadError message={NEWS_LOAD_ERROR} pageHeading title={NEWS_LOAD_ERROR} onRetry={archive.reload} />
    );
  }
  const answer = archive.data;
  if (answer.kind === 'article') return <ArticleView article={answer.data} related={answer.related} />;
  return <ArchiveListing label={formatPeriod(answer.period)} hits={answer.hits} page={page} />;
}

function ArchiveListing({
  label,
  hits,
  page,
}: {
  label: string;
  hits: { found: number; hit: Parameters<typeof NewsCard>[0]['hit'][] };
  page: number;
}) {
  const heading = archiveHeading(label);
  usePageTitle(heading);
  const lastPage = Math.max(1, Math.ceil(hits.found / ARCHIVE_PAGE_SIZE));
  return (
    <section aria-labelledby="archive-heading">
      <PageHeading id="archive-heading">{heading}</PageHeading>
      {hits.hit.length === 0 ? (
        <p>{ARCHIVE_EMPTY}</p>
      ) : (
        <CardGrid>
          {hits.hit.map((hit, index) => (
            <li key={hit.slug}>
              <NewsCard hit={hit} eager={index < EAGER_NEWS_CARDS} />
            </li>
          ))}
        </CardGrid>
      )}
      {lastPage > 1 && (
        <nav className={styles.pager} aria-label="Pages">
          {page > 1 && (
            <Link to={`?page=${page - 1}`} rel="prev">
              {ARCHIVE_PREVIOUS}
            </Link>
          )}
          <span>
            Page {page} of {lastPage}
          </span>
          {page < lastPage && (
            <Link to={`?page=${page + 1}`} rel="next">
              {ARCHIVE_NEXT}
            </Link>
          )}
        </nav>
      )}
    </section>
  );
}
