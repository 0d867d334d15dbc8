import { useParams } from '@club/shared/router';
import { LoadError, NotFoundPage, PageHeading, PageLoader, usePageTitle } from '@club/shared/ui';
import { useEffect } from 'react';
import { VideoRail } from '../../../components/video-rail.tsx';
import {
  FEED_SECTIONS,
  VIDEOS_FEED_ID,
  VIDEOS_LOAD_ERROR,
  VIDEOS_LOADING_LABEL,
} from '../../../constants.ts';
import { usePageFeedSection } from '../../../hooks/use-feed-section.ts';
import { openVideo, playsOnDemand } from '../../../lib/open-video.ts';
import { PLAYER_TITLE } from '../constants.ts';

const ENTRY_POINT = 'player-page';

/** The feed that has a section (section ids are unique across feeds); feed 1 when none is named. */
const feedOfSection = (slug: string | undefined): string | undefined =>
  slug === undefined
    ? VIDEOS_FEED_ID
    : Object.entries(FEED_SECTIONS).find(([, sections]) => sections.includes(slug))?.[0];

/**
 * /videos/player/{slug?} (spec 001 §2): the player on a playlist. The slug names a feed section
 * (feed 1's first section without one); the player opens on its first on-demand video with the
 * section as the playlist beside it, and the page lists the section for choosing another.
 */
export function PlayerPage() {
  const { slug } = useParams();
  const feedId = feedOfSection(slug);
  if (!feedId) return <NotFoundPage />;
  return <PlaylistPlayer feedId={feedId} section={slug} />;
}

function PlaylistPlayer({ feedId, section }: { feedId: string; section: string | undefined }) {
  const read = usePageFeedSection(feedId, section);
  const playlist = read.status === 'ready' ? read.data : null;
  usePageTitle(playlist?.title ?? (read.status === 'loading' ? null : PLAYER_TITLE));

  useEffect(() => {
    const first = playlist?.itemData.find(playsOnDemand);
    if (playlist && first)
      openVideo(first, { section: playlist.id, playlistTitle: playlist.title, entryPoint: ENTRY_POINT });
  }, [playlist]);

  if (read.status === 'loading') return <PageLoader label={VIDEOS_LOADING_LABEL} />;
  if (read.status === 'failed') return <LoadError message={VIDEOS_LOAD_ERROR} onRetry={read.reload} />;
  if (!read.data) return <NotFoundPage />;
  return (
    <section aria-labelledby="player-heading">
      <PageHeading id="player-heading">{read.data.title}</PageHeading>
      <VideoRail section={read.data} first entryPoint={ENTRY_POINT} />
    </section>
  );
}
