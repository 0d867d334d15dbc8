import { PageHeading, SpoilerFreeSwitch, usePageTitle } from '@club/shared/ui';
import { FeedRails } from '../../../components/video-rail.tsx';
import styles from '../../../components/videos.module.css';
import { VIDEOS_FEED_ID } from '../../../constants.ts';
import { VIDEOS_TITLE } from '../constants.ts';
import { useContinueWatching } from '../hooks/use-continue-watching.ts';
import { ContinueWatchingRail } from './continue-watching-rail.tsx';

/**
 * /videos: the video home (spec 001 §2): feed 1, named Videos, each of its sections a rail. A
 * signed-in viewer's 'Continue watching' comes first when they have videos to continue; the rails
 * wait for that list (at most CONTINUE_WATCHING_WAIT_MS), so they do not move down when it arrives.
 * Signed out, nothing is asked and nothing waits. The spoiler-free switch sits by the heading.
 */
export function VideosHomePage() {
  usePageTitle(VIDEOS_TITLE);
  const continueWatching = useContinueWatching();
  return (
    <section aria-labelledby="videos-heading">
      <div className={styles.pageHead}>
        <PageHeading id="videos-heading">{VIDEOS_TITLE}</PageHeading>
        <SpoilerFreeSwitch />
      </div>
      <FeedRails
        feedId={VIDEOS_FEED_ID}
        entryPoint="videos"
        hold={continueWatching.status === 'loading'}
        lead={
          continueWatching.entries.length > 0 ? (
            <ContinueWatchingRail entries={continueWatching.entries} />
          ) : null
        }
      />
    </section>
  );
}
