import { PageHeading, usePageTitle } from '@club/shared/ui';
import { FeedRails } from '../../../components/video-rail.tsx';
import { VIDEOS_FEED_ID } from '../../../constants.ts';
import { VIDEOS_TITLE } from '../constants.ts';

/** /videos: the video home (spec 001 §2): feed 1, named Videos, each of its sections a rail. */
export function VideosHomePage() {
  usePageTitle(VIDEOS_TITLE);
  return (
    <section aria-labelledby="videos-heading">
      <PageHeading id="videos-heading">{VIDEOS_TITLE}</PageHeading>
      <FeedRails feedId={VIDEOS_FEED_ID} entryPoint="videos" />
    </section>
  );
}
