import type { RemotePieceProps } from '@club/shared/federation';
import { useMemo } from 'react';
import { PUBLISHED_BEFORE_NOW } from '../constants.ts';
import { useVideoSearch } from '../hooks/use-video-search.ts';
import styles from './search.module.css';
import { VideoResults } from './video-results.tsx';

const ENTRY_POINT = 'search';

/**
 * The search overlay's video-results variant (spec 000 §4, the `videoSearchResults` piece the
 * shell's search panel mounts on the streaming pages): the videos whose title or tags contain the
 * query, newest first, with the count ('Showing N result', 'No results', 'Showing M of N
 * results'), Watch Now or a padlock on each, and more on demand. Opening one closes the overlay
 * (`onNavigate`). An empty query shows nothing.
 */
export function VideoSearchResults({ query, onNavigate }: RemotePieceProps['videoSearchResults']) {
  const text = query.trim();
  if (!text) return null;
  return <Results text={text} onNavigate={onNavigate} />;
}

function Results({ text, onNavigate }: { text: string; onNavigate?: (() => void) | undefined }) {
  const filters = useMemo(() => ({ publishedBefore: PUBLISHED_BEFORE_NOW, text }), [text]);
  const search = useVideoSearch(`search:${text}`, filters);
  return (
    <div className={styles.piece}>
      <VideoResults
        search={search}
        context={{ entryPoint: ENTRY_POINT, playlistTitle: null }}
        onOpen={onNavigate}
        minItemWidth={200}
        headingLevel={3}
      />
    </div>
  );
}
