import { searchNews } from '@club/shared/calls';
import { RemotePiece } from '@club/shared/federation';
import { SEE_MORE_LABEL } from '@club/shared/site';
import { $remotePiecesMayLoad } from '@club/shared/stores';
import { CardGrid, LoadError, PageHeading, PageLoader, usePageData, usePageTitle } from '@club/shared/ui';
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { ButtonBlock } from '../../../components/blocks/button-block.tsx';
import {
  HOME_LATEST_COUNT,
  HOME_TITLE,
  LATEST_VIDEOS_HEADING,
  NEWS_HEADING,
  NEWS_LOAD_ERROR,
} from '../constants.ts';
import styles from './home.module.css';
import { LeadStory } from './lead-story.tsx';
import { NewsCard } from './news-card.tsx';

// The adverts sit below the news and check each advert against its contract: a chunk of their
// own, asked for once the news has shown and been painted ($remotePiecesMayLoad, which the shell
// releases then), so the home page's first load carries only the news.
const CarouselAdverts = lazy(() =>
  import('../../../components/blocks/advert-blocks.tsx').then((m) => ({ default: m.CarouselAdverts })),
);
const WidgetAdvert = lazy(() =>
  import('../../../components/blocks/advert-blocks.tsx').then((m) => ({ default: m.WidgetAdvert })),
);

/**
 * /: the club's home page. The lead story and the latest news, the next match (or last result)
 * and the latest videos, which mfe-matches and mfe-streaming own and which mount at runtime in
 * space kept for them (nothing shows if either is down or does not expose its piece yet), and the
 * carousel and widget adverts.
 */
export function HomePage() {
  usePageTitle(HOME_TITLE);
  const news = usePageData('home-news', (signal) =>
    searchNews({ size: HOME_LATEST_COUNT + 1, start: 0 }, signal),
  );
  const [lead, ...latest] = news.status === 'ready' ? news.data.hits.hit : [];
  const newsSettled = news.status !== 'loading';
  const contentPainted = useStore($remotePiecesMayLoad);
  const [showAdverts, setShowAdverts] = useState(false);
  useEffect(() => {
    if (newsSettled && contentPainted) setShowAdverts(true);
  }, [newsSettled, contentPainted]);
  return (
    <div className={styles.home}>
      {/* Spec 000 §3 "matchdayTakeover": on a match day, a banner to the match centre (mfe-matches). */}
      <RemotePiece piece="matchdayBanner" props={{}} whenDown="nothing" />
      <section aria-labelledby="home-news-heading">
        <div className={styles.headingRow}>
          <PageHeading id="home-news-heading">{NEWS_HEADING}</PageHeading>
          <ButtonBlock
            label={SEE_MORE_LABEL}
            to="/news"
            buttonStyle="label-dark"
            icon="ArrowRight"
            iconAlignment="right"
          />
        </div>
        {news.status === 'loading' && <PageLoader label="Loading news" />}
        {news.status === 'failed' && <LoadError message={NEWS_LOAD_ERROR} onRetry={news.reload} />}
        {lead && <LeadStory hit={lead} />}
        {latest.length > 0 && (
          <CardGrid>
            {latest.map((hit) => (
              <li key={hit.slug}>
                <NewsCard hit={hit} />
              </li>
            ))}
          </CardGrid>
        )}
      </section>
      <RemotePiece className={styles.piece} piece="nextMatchStrip" props={{ team: '' }} reserve="8rem" />
      {showAdverts && (
        <Suspense fallback={null}>
          <CarouselAdverts />
        </Suspense>
      )}
      <RemotePiece
        className={styles.piece}
        piece="latestVideosRail"
        props={{ heading: LATEST_VIDEOS_HEADING }}
        reserve="16rem"
      />
      {showAdverts && (
        <Suspense fallback={null}>
          <WidgetAdvert />
        </Suspense>
      )}
    </div>
  );
}
