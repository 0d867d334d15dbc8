import type { RemotePieceProps } from '@club/shared/federation';
import { PageLoader } from '@club/shared/ui';
import { useEffect, useState } from 'react';
import { getStreamingConfig } from '../../../api/get-streaming-config.ts';
import { EMBED_CLOSE_LABEL, PLAYER_CHECKING_LABEL, PLAYER_CONNECTION_ERROR } from '../constants.ts';
import type { PlaybackSource } from '../lib/resolve-playback.ts';
import styles from './embedded-video-player.module.css';
import { Player } from './player.tsx';

type PieceSource = RemotePieceProps['videoPlayer']['source'];

/** The asset a live source names, or the streaming config's default live asset of its media type. */
function useResolvedSource(source: PieceSource): PlaybackSource | null | 'failed' {
  const direct: PlaybackSource | null =
    source.kind === 'video'
      ? { kind: 'on-demand', entryId: source.videoId }
      : source.assetId
        ? { kind: 'stream', assetId: source.assetId }
        : null;
  const [fallback, setFallback] = useState<PlaybackSource | null | 'failed'>(null);
  const mediaType = source.kind === 'live' ? source.mediaType : null;
  const needsDefault = direct === null;
  useEffect(() => {
    if (!needsDefault || !mediaType) return;
    const controller = new AbortController();
    getStreamingConfig(controller.signal).then(
      (config) =>
        setFallback({
          kind: 'stream',
          assetId: mediaType === 'audio' ? config.defaultLiveAudioAssetId : config.defaultLiveVideoAssetId,
        }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[mfe-streaming] the streaming config could not be read', error);
        setFallback('failed');
      },
    );
    return () => controller.abort();
  }, [needsDefault, mediaType]);
  return direct ?? fallback;
}

/**
 * The `videoPlayer` piece (`./VideoPlayer`): the site's player embedded in another remote's page,
 * for an on-demand video or a live stream (the streaming config's default when no asset is named).
 * Docked, it sits in a corner while the supporter keeps reading; `onClose` adds a close button.
 */
export function EmbeddedVideoPlayer({
  source,
  title,
  docked = false,
  onClose,
}: RemotePieceProps['videoPlayer']) {
  const resolved = useResolvedSource(source);
  return (
    <section
      className={docked ? `${styles.embed} ${styles.docked}` : styles.embed}
      aria-label={title}
      data-docked={docked}
    >
      {onClose && (
        <button type="button" className={styles.close} onClick={onClose}>
          {EMBED_CLOSE_LABEL}
        </button>
      )}
      {resolved === null && <PageLoader label={PLAYER_CHECKING_LABEL} />}
      {resolved === 'failed' && <p role="alert">{PLAYER_CONNECTION_ERROR}</p>}
      {resolved && resolved !== 'failed' && <Player source={resolved} title={title} />}
    </section>
  );
}
