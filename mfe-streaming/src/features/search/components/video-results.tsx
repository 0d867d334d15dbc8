import { LOAD_MORE_LABEL } from '@club/shared/site';
import { CardGrid, type CardMinWidth, LoadError, PageLoader } from '@club/shared/ui';
import { useEffect, useRef } from 'react';
import { ChildFriendlyNote } from '../../../components/child-friendly-note.tsx';
import { VideoItemCard } from '../../../components/video-item-card.tsx';
import type { VideoContext } from '../../../lib/open-video.ts';
import { NO_RESULTS_TEXT, SEARCH_LOAD_ERROR, SEARCH_LOADING_LABEL, showingResults } from '../constants.ts';
import type { useVideoSearch } from '../hooks/use-video-search.ts';
import styles from './search.module.css';

interface Props {
  search: ReturnType<typeof useVideoSearch>;
  context?: VideoContext;
  /** Called when a result opens the player or a live page. */
  onOpen?: () => void;
  /** The narrowest a result card may be. */
  minItemWidth?: CardMinWidth;
  /** The first result's image is the page's largest paint. */
  leadsPage?: boolean;
  /** The results' title level: one below the heading they sit under. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * Video search results (spec 000 §4 video-results variant): the count ('Showing N result', 'No
 * results', 'Showing M of N results'), each video with Watch Now or a padlock, and more on demand.
 * After more arrive, the cursor moves to the first new video.
 */
export function VideoResults({
  search,
  context,
  onOpen,
  minItemWidth = 220,
  leadsPage = false,
  headingLevel = 2,
}: Props) {
  const list = useRef<HTMLDivElement>(null);
  const focusFrom = useRef<number | null>(null);
  const count = search.results.length;

  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || count <= from) return;
    focusFrom.current = null;
    list.current?.querySelectorAll<HTMLAnchorElement>('li a')[from]?.focus();
  }, [count]);

  if (search.status === 'loading') return <PageLoader label={SEARCH_LOADING_LABEL} />;
  if (search.status === 'failed') return <LoadError message={SEARCH_LOAD_ERROR} onRetry={search.retry} />;

  return (
    <div className={styles.results} ref={list}>
      <p className={styles.count} role="status">
        {search.total === 0 ? NO_RESULTS_TEXT : showingResults(count, search.total)}
      </p>
      <ChildFriendlyNote hidden={search.hidden} />
      {count > 0 && (
        <CardGrid minItemWidth={minItemWidth}>
          {search.results.map((item, index) => (
            <li key={item.mediaData.entryId}>
              <VideoItemCard
                item={item}
                context={context}
                onOpen={onOpen}
                priority={leadsPage && index === 0}
                headingLevel={headingLevel}
              />
            </li>
          ))}
        </CardGrid>
      )}
      {search.moreFailed && <LoadError message={SEARCH_LOAD_ERROR} onRetry={search.loadMore} />}
      {count < search.total && !search.moreFailed && (
        <button
          type="button"
          className={styles.more}
          disabled={search.loadingMore}
          aria-busy={search.loadingMore || undefined}
          onClick={() => {
            focusFrom.current = count;
            search.loadMore();
          }}
        >
          {LOAD_MORE_LABEL}
        </button>
      )}
    </div>
  );
}
