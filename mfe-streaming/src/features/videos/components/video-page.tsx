import { isApiError } from '@club/shared/api';
import { showsDuration } from '@club/shared/contracts';
import { formatDuration, isoDuration } from '@club/shared/format';
import { Navigate, useParams } from '@club/shared/router';
import { LoadError, NotFoundPage, PageHeading, PageLoader, usePageData, usePageTitle } from '@club/shared/ui';
import { useEffect } from 'react';
import spoilerStyles from '../../../components/spoiler-blur.module.css';
import { FeedRails } from '../../../components/video-rail.tsx';
import styles from '../../../components/videos.module.css';
import {
  VIDEO_THUMBNAIL_HEIGHT,
  VIDEO_THUMBNAIL_WIDTH,
  VIDEOS_FEED_ID,
  VIDEOS_LOADING_LABEL,
} from '../../../constants.ts';
import { useSpoilerFree } from '../../../hooks/use-spoiler-free.ts';
import { openVideo, playsOnDemand, videoAddress } from '../../../lib/open-video.ts';
import { getVideo } from '../api/get-video.ts';
import { PLAY_AGAIN_LABEL, VIDEO_LOAD_ERROR } from '../constants.ts';

const ENTRY_POINT = 'video-page';

/**
 * /videos/{videoID} (spec 001 §2): the video player on one video, by entry id, so a shared address
 * works on a fresh load. The page reads the video, opens the player on it through the player store
 * as soon as it is known, and keeps the video's title and a 'Watch Now' button behind the player
 * (with the latest videos below) for when it is closed. A live entry goes to its live page; an
 * unknown or unreleased one is a 404. In spoiler-free mode its title and description have no score,
 * a picture that shows one is blurred, and a full-match replay's length is not shown.
 */
export function VideoPage() {
  const { videoID = '' } = useParams();
  const video = usePageData(`video:${videoID}`, (signal) => getVideo(videoID, signal));
  const item = video.status === 'ready' ? video.data : null;
  const spoilers = useSpoilerFree();
  usePageTitle(item ? spoilers.safe(item.metaData.title) : undefined);

  // Once per video shown: a revalidated answer (service data cache) does not reopen a player the
  // viewer has closed.
  const shown = item?.mediaData.entryId;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the video's id stands for the item
  useEffect(() => {
    if (item && playsOnDemand(item)) openVideo(item, { entryPoint: ENTRY_POINT });
  }, [shown]);

  if (video.status === 'loading') return <PageLoader label={VIDEOS_LOADING_LABEL} />;
  if (video.status === 'failed') {
    if (isApiError(video.error) && video.error.status === 404) return <NotFoundPage />;
    return <LoadError message={VIDEO_LOAD_ERROR} onRetry={video.reload} />;
  }
  if (!playsOnDemand(video.data)) return <Navigate to={videoAddress(video.data)} replace />;
  const { title, VideoDuration, description } = video.data.metaData;
  return (
    <section aria-labelledby="video-heading">
      <PageHeading id="video-heading">{spoilers.safe(title)}</PageHeading>
      <div className={styles.videoSummary}>
        <img
          className={[styles.videoStill, spoilers.blurs(video.data) && spoilerStyles.spoilerBlur]
            .filter(Boolean)
            .join(' ')}
          src={video.data.mediaData.thumbnailUrl}
          alt=""
          width={VIDEO_THUMBNAIL_WIDTH}
          height={VIDEO_THUMBNAIL_HEIGHT}
        />
        <div>
          {showsDuration(video.data, { spoilerFree: spoilers.on, played: false }) && (
            <p className={styles.meta}>
              <time dateTime={isoDuration(VideoDuration)}>{formatDuration(VideoDuration)}</time>
            </p>
          )}
          {description && <p className={styles.intro}>{spoilers.safe(description)}</p>}
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.button}
              onClick={() => openVideo(video.data, { entryPoint: ENTRY_POINT })}
            >
              {PLAY_AGAIN_LABEL}
            </button>
          </div>
        </div>
      </div>
      <FeedRails feedId={VIDEOS_FEED_ID} entryPoint={ENTRY_POINT} leadsPage={false} />
    </section>
  );
}
