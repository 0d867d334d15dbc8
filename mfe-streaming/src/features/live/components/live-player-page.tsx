import { imageUrl, isApiError } from '@club/shared/api';
import { useParams } from '@club/shared/router';
import { openAudioPlayer, openMediaPlayer } from '@club/shared/stores';
import { LoadError, NotFoundPage, PageHeading, PageLoader, usePageData, usePageTitle } from '@club/shared/ui';
import { useEffect } from 'react';
import { getStreamAsset } from '../../../api/get-stream-asset.ts';
import { getStreamingConfig } from '../../../api/get-streaming-config.ts';
import videoStyles from '../../../components/videos.module.css';
import { LIVE_VIDEO_MEDIA_TYPE } from '../../../constants.ts';
import {
  LISTEN_LIVE_LABEL,
  LIVE_MEDIA_TYPES,
  LIVE_POSTER_SIZE,
  type LiveMediaType,
  OFFLINE_STATUSES,
  STREAM_LOAD_ERROR,
  STREAM_LOADING_LABEL,
  STREAM_OFFLINE_TEXT,
  WATCH_LIVE_LABEL,
} from '../constants.ts';

const isLiveMediaType = (value: string | undefined): value is LiveMediaType =>
  (LIVE_MEDIA_TYPES as readonly string[]).includes(value ?? '');

/** Opens the site's player for a live asset: video in the video overlay (DRM), audio in the audio panel. */
function playLive(mediaType: LiveMediaType, assetId: string, title: string) {
  if (mediaType === 'audio') openAudioPlayer({ entryID: assetId, title });
  else
    openMediaPlayer({ mediaType: LIVE_VIDEO_MEDIA_TYPE, videoID: assetId, videoName: title, section: null });
}

/** The asset a live page plays: the one in the address, else the streaming config's default for the type. */
async function readLiveAsset(mediaType: LiveMediaType, assetId: string | undefined, signal: AbortSignal) {
  let id = assetId;
  if (!id) {
    const config = await getStreamingConfig(signal);
    id = mediaType === 'audio' ? config.defaultLiveAudioAssetId : config.defaultLiveVideoAssetId;
  }
  return getStreamAsset(id, signal);
}

/**
 * /live/{mediaType}/{assetID?} (spec 001 §2): the live player for a media type ('video' or 'audio')
 * and an asset (the default live asset of that type without one). The page reads the stream asset,
 * shows its title, description and poster (the offline image while idle or disabled, spec 001 §4),
 * and opens the site's player on it through the player stores; the player decides access.
 */
export function LivePlayerPage() {
  const { mediaType, assetID } = useParams();
  if (!isLiveMediaType(mediaType)) return <NotFoundPage />;
  return <LivePlayer mediaType={mediaType} assetId={assetID} />;
}

function LivePlayer({ mediaType, assetId }: { mediaType: LiveMediaType; assetId: string | undefined }) {
  const asset = usePageData(`live:${mediaType}:${assetId ?? ''}`, (signal) =>
    readLiveAsset(mediaType, assetId, signal),
  );
  const ready = asset.status === 'ready' ? asset.data : null;
  usePageTitle(ready?.attributes.title);

  // Once per stream shown: a revalidated answer (service data cache) does not restart a player the
  // viewer has closed.
  const shown = ready?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the stream's id stands for the asset
  useEffect(() => {
    if (ready && ready.attributes.kind === mediaType) playLive(mediaType, ready.id, ready.attributes.title);
  }, [shown, mediaType]);

  if (asset.status === 'loading') return <PageLoader label={STREAM_LOADING_LABEL} />;
  if (asset.status === 'failed') {
    if (isApiError(asset.error) && asset.error.status === 404) return <NotFoundPage />;
    return <LoadError message={STREAM_LOAD_ERROR} onRetry={asset.reload} />;
  }
  const { id, attributes } = asset.data;
  if (attributes.kind !== mediaType) return <NotFoundPage />;
  const offline = OFFLINE_STATUSES.includes(attributes.assetData.status);
  const { posterImageKey, offlineImageKey } = attributes.imageData;
  return (
    <section aria-labelledby="live-player-heading">
      <PageHeading id="live-player-heading">{attributes.title}</PageHeading>
      <img
        className={videoStyles.poster}
        src={imageUrl(
          offline ? offlineImageKey : posterImageKey,
          LIVE_POSTER_SIZE.width,
          LIVE_POSTER_SIZE.height,
        )}
        alt=""
        width={LIVE_POSTER_SIZE.width}
        height={LIVE_POSTER_SIZE.height}
        fetchPriority="high"
      />
      {attributes.description && <p className={videoStyles.intro}>{attributes.description}</p>}
      {offline && <p className={videoStyles.intro}>{STREAM_OFFLINE_TEXT}</p>}
      <div className={videoStyles.actions}>
        <button
          type="button"
          className={videoStyles.button}
          onClick={() => playLive(mediaType, id, attributes.title)}
        >
          {mediaType === 'audio' ? LISTEN_LIVE_LABEL : WATCH_LIVE_LABEL}
        </button>
      </div>
    </section>
  );
}
