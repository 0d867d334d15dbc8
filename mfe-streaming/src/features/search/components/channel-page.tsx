import { Navigate, useParams } from '@club/shared/router';
import { setPageKind } from '@club/shared/stores';
import { LoadError, NotFoundPage, PageHeading, PageLoader, usePageData, usePageTitle } from '@club/shared/ui';
import { useEffect, useMemo } from 'react';
import { getVideoCategories } from '../../../api/get-video-categories.ts';
import videoStyles from '../../../components/videos.module.css';
import { VIDEOS_LOADING_LABEL } from '../../../constants.ts';
import { CHANNEL_LOAD_ERROR, PUBLISHED_BEFORE_NOW } from '../constants.ts';
import { useVideoSearch } from '../hooks/use-video-search.ts';
import { VideoResults } from './video-results.tsx';

/**
 * /videos/channel/{slug?} (spec 001 §2): a channel is a video category; its page lists the
 * category's videos, newest first, 12 at a time with more on demand, under the video category
 * header. Without a slug the visitor chooses a channel on /videos/categories; an unknown slug is a 404.
 */
export function ChannelPage() {
  const { slug } = useParams();
  // A channel is a video category: its header style (spec 000 §2), over the shell's per-path default.
  useEffect(() => setPageKind('video-category'), []);
  const categories = usePageData('video-categories', getVideoCategories);
  const category =
    categories.status === 'ready' ? categories.data.find((c) => c.attributes.slug === slug) : undefined;
  usePageTitle(category?.attributes.name);

  if (!slug) return <Navigate to="/videos/categories" replace />;
  if (categories.status === 'loading') return <PageLoader label={VIDEOS_LOADING_LABEL} />;
  if (categories.status === 'failed')
    return <LoadError message={CHANNEL_LOAD_ERROR} onRetry={categories.reload} />;
  if (!category) return <NotFoundPage />;
  const { name, description } = category.attributes;
  return (
    <section aria-labelledby="channel-heading">
      <PageHeading id="channel-heading">{name}</PageHeading>
      {typeof description === 'string' && description && <p className={videoStyles.intro}>{description}</p>}
      <ChannelVideos slug={category.attributes.slug} name={name} />
    </section>
  );
}

function ChannelVideos({ slug, name }: { slug: string; name: string }) {
  const filters = useMemo(() => ({ publishedBefore: PUBLISHED_BEFORE_NOW, categories: [slug] }), [slug]);
  const search = useVideoSearch(`channel:${slug}`, filters);
  return <VideoResults search={search} context={{ entryPoint: 'channel', playlistTitle: name }} leadsPage />;
}
