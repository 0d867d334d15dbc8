import type { ContentPage } from '@club/shared/contracts';
import { HtmlBody } from '@club/shared/html';
import { useLocation } from '@club/shared/router';
import { setPageKind } from '@club/shared/stores';
import { CardGrid, LoadError, NotFoundPage, PageLoader, usePageData, usePageTitle } from '@club/shared/ui';
import { useEffect } from 'react';
import { WidgetAdvert } from '../../../components/blocks/advert-blocks.tsx';
import { ContentBlocks } from '../../../components/blocks/content-blocks.tsx';
import { HeroImage } from '../../../lib/hero-image.tsx';
import { isNotFoundError } from '../../../lib/not-found.ts';
import { getPage } from '../api/get-page.ts';
import { HUB_CHILDREN_LABEL, PAGE_LOAD_ERROR, PAGE_LOAD_ERROR_TITLE } from '../constants.ts';
import { clubPagePath } from '../lib/club-page-path.ts';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { ChildCard } from './child-card.tsx';
import styles from './club-page.module.css';

/**
 * The catch-all club content pages (spec 000 §2: /{slug} and up to four sub-page levels then a
 * final slug), the footer's sub-menu pages among them. A path that cannot be a page, or that no
 * published page stands behind, is the 404 page.
 */
export default function ClubPageRoute() {
  const { pathname } = useLocation();
  const path = clubPagePath(pathname);
  if (!path) return <NotFoundPage />;
  return <ClubPageAt key={path} path={path} />;
}

function ClubPageAt({ path }: { path: string }) {
  const page = usePageData(`page:${path}`, (signal) => getPage(path, signal));
  if (page.status === 'loading') return <PageLoader label="Loading the page" />;
  if (page.status === 'failed') {
    if (isNotFoundError(page.error)) return <NotFoundPage />;
    return (
      <LoadError title={PAGE_LOAD_ERROR_TITLE} pageHeading message={PAGE_LOAD_ERROR} onRetry={page.reload} />
    );
  }
  return <ClubPage page={page.data.data} />;
}

/** One club page: the Hub template (intro and its children as cards) or the Default one (the body). */
export function ClubPage({ page }: { page: ContentPage }) {
  usePageTitle(page.title);
  const withImage = page.heroImage !== null;
  // The header's style follows the page: a page with a hero image differs from one without (spec 000 §2).
  useEffect(
    () => setPageKind(withImage ? 'content-page-with-image' : 'content-page-without-image'),
    [withImage],
  );
  return (
    <article className={styles.page} data-template={page.pageTemplate}>
      <Breadcrumbs trail={page.breadcrumbs} />
      <h1 className={styles.title}>{page.title}</h1>
      {page.heroImage && <HeroImage imageKey={page.heroImage.key} alt={page.heroImage.alt ?? ''} />}
      <HtmlBody className={styles.body} html={page.bodyHtml} />
      <ContentBlocks blocks={page.blocks} />
      {page.pageTemplate === 'Hub' && page.children.length > 0 && (
        <section aria-label={HUB_CHILDREN_LABEL} className={styles.children}>
          <CardGrid minItemWidth={220}>
            {page.children.map((child) => (
              <li key={child.postID}>
                <ChildCard child={child} />
              </li>
            ))}
          </CardGrid>
        </section>
      )}
      {/* Spec 000 §9 "Advert position: last, for news article, default and hub pages". */}
      <WidgetAdvert />
    </article>
  );
}
