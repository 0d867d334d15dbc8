import { LoadError, PageLoader } from '@club/shared/ui';
import { useSpoilerFree } from '../../../hooks/use-spoiler-free.ts';
import { PLAYER_CHECKING_LABEL, PLAYER_CONNECTION_ERROR, PLAYER_OFFLINE_TEXT } from '../constants.ts';
import { usePlayback } from '../hooks/use-playback.ts';
import { useResume } from '../hooks/use-resume.ts';
import { playerEmbedSize } from '../lib/player-sizes.ts';
import type { PlaybackSource } from '../lib/resolve-playback.ts';
import { MediaSurface } from './media-surface.tsx';
import styles from './player.module.css';
import { RefusalNotice } from './refusal-notice.tsx';

export interface PlayerProps {
  source: PlaybackSource;
  title: string;
  /** A link in a refusal leaves the player (an overlay closes itself). */
  onNavigate?: () => void;
}

/**
 * One video player: it asks whether this viewer may play (spec 001 §4), then plays, or shows the
 * refusal, the offline image of an idle stream, or a connection failure with 'Try again'. A
 * signed-in viewer's on-demand video starts where they left it (read beside the access check) and
 * saves where it stands. Its title names the element and the lock screen's media, without scores in
 * spoiler-free mode. The box keeps the spec's embed ratio (59.25 %) whatever it shows, so
 * nothing moves when it starts.
 */
export function Player({ source, title, onNavigate }: PlayerProps) {
  const { state, retry } = usePlayback(source);
  const resume = useResume(source);
  const spoilers = useSpoilerFree();
  const checking = state.status === 'checking' || (state.status === 'playable' && resume.pending);
  const videoId = source.kind === 'on-demand' ? source.entryId : source.assetId;
  return (
    <div
      className={styles.embed}
      data-player-state={checking ? 'checking' : state.status}
      style={playerEmbedSize()}
    >
      <div className={styles.embedInner}>
        {checking && <PageLoader label={PLAYER_CHECKING_LABEL} />}
        {state.status === 'failed' && <LoadError message={PLAYER_CONNECTION_ERROR} onRetry={retry} />}
        {state.status === 'refused' && (
          <RefusalNotice refusal={state.refusal} onRetry={retry} {...(onNavigate ? { onNavigate } : {})} />
        )}
        {state.status === 'offline' && (
          <figure className={styles.offline}>
            <img src={state.asset.offlineUrl} width={600} height={600} alt="" />
            <figcaption>{PLAYER_OFFLINE_TEXT}</figcaption>
          </figure>
        )}
        {state.status === 'playable' && !resume.pending && (
          <MediaSurface
            media={state.media}
            session={state.session}
            videoId={videoId}
            title={spoilers.safe(state.asset?.title ?? title)}
            artwork={state.asset?.posterUrl}
            onRetry={retry}
            startAt={resume.startAt}
            {...(resume.save ? { saveProgress: resume.save } : {})}
          />
        )}
      </div>
    </div>
  );
}
