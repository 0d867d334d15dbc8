import { $runtimeConfig } from '@club/shared/config';
import type { NewsArticle, NewsSearchHit } from '@club/shared/contracts';
import { formatDate } from '@club/shared/format';
import { Link, siteOrigin } from '@club/shared/router';
import { useAfterFirstPaint, usePageTitle } from '@club/shared/ui';
import { useStore } from '@nanostores/react';
import { type ReactNode, Suspense, use } from 'react';
import { WidgetAdvert } from '../../../components/blocks/advert-blocks.tsx';
import { HeroImage } from '../../../lib/hero-image.tsx';
import { CATEGORIES_LABEL, SHARING_TOGGLES } from '../constants.ts';
import { categoryPath } from '../lib/category-slug.ts';
import styles from './article.module.css';
import { languageAttributes } from './news-card.tsx';
import { RelatedNews } from './related-news.tsx';
import { ShareRow } from './share-row.tsx';

type Sanitiser = typeof import('@club/shared/html');
let sanitiser: Promise<Sanitiser> | undefined;
const loadSanitiser = () => {
  sanitiser ??= import('@club/shared/html');
  return sanitiser;
};

/**
 * The sanitiser (DOMPurify) is a chunk of its own, asked for once the article's first render has been
 * painted: the title, date and hero (the page's largest paint) show without waiting for it, and
 * nothing is requested before that paint to compete with it. The body with what follows it (the
 * share row, the related articles, the advert) shows once it has arrived, so nothing below the hero
 * moves.
 */
function WithSanitiser({ children }: { children: (html: Sanitiser) => ReactNode }) {
  return useAfterFirstPaint() ? <Sanitised>{children}</Sanitised> : null;
}

function Sanitised({ children }: { children: (html: Sanitiser) => ReactNode }) {
  return children(use(loadSanitiser()));
}

/** The page's address on this site, for sharing and rel=canonical. */
const siteAddress = (path: string): string => new URL(path, siteOrigin()).toString();

/**
 * One article (spec 000 §2): its title as the page's h1 and title, the date in DD MM YYYY
 * (the club's, TIMEZONE), its categories linking to their pages, the hero image, the sanitised body, the
 * sharing row (the options the runtime config's toggles leave on) and the related news. The canonical link names /news/{slug}, so a legacy address
 * showing the same article points there.
 */
export function ArticleView({
  article,
  related,
}: {
  article: NewsArticle;
  related: readonly NewsSearchHit[];
}) {
  usePageTitle(article.title);
  // The site configuration's sharing toggles (the runtime config), all on when it names none.
  const toggles = useStore($runtimeConfig)?.settings.sharing ?? SHARING_TOGGLES;
  const canonical = siteAddress(article.seo.canonicalPath);
  return (
    <>
      <link rel="canonical" href={canonical} />
      <article className={styles.article} {...languageAttributes(article.language)} dir={article.direction}>
        <header className={styles.header}>
          <h1 className={styles.title}>{article.title}</h1>
          <p className={styles.meta}>
            <time dateTime={article.published_date}>{formatDate(article.published_date)}</time>
          </p>
          {article.categories.length > 0 && (
            <ul className={styles.categories} aria-label={CATEGORIES_LABEL}>
              {article.categories.map((name) => (
                <li key={name}>
                  <Link className={styles.category} to={categoryPath(name)}>
                    {name}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </header>
        <HeroImage imageKey={article.imageData.key} alt="" />
        <Suspense fallback={null}>
          <WithSanitiser>
            {({ HtmlBody }) => (
              <>
                <HtmlBody className={styles.body} html={article.bodyHtml} />
                <ShareRow url={canonical} title={article.title} toggles={toggles} />
              </>
            )}
          </WithSanitiser>
        </Suspense>
      </article>
      <Suspense fallback={null}>
        <WithSanitiser>
          {() => (
            <>
              <RelatedNews hits={related} />
              {/* Spec 000 §9 "Advert position: last, for news article, default and hub pages". */}
              <WidgetAdvert />
            </>
          )}
        </WithSanitiser>
      </Suspense>
    </>
  );
}
