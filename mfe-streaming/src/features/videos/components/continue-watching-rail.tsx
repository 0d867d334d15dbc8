import type { ResumeEntry } from '@club/shared/contracts';
import { Rail } from '../../../components/video-rail.tsx';
import { CONTINUE_WATCHING_ENTRY_POINT, CONTINUE_WATCHING_TITLE } from '../constants.ts';

const CONTEXT = {
  section: null,
  playlistTitle: CONTINUE_WATCHING_TITLE,
  entryPoint: CONTINUE_WATCHING_ENTRY_POINT,
};

/**
 * 'Continue watching' (issue 12 item 9): the videos the signed-in viewer left part way, most
 * recently watched first, each with how far they got. A card opens the player, which starts where
 * they left off.
 */
export function ContinueWatchingRail({ entries }: { entries: readonly ResumeEntry[] }) {
  return (
    <Rail
      title={CONTINUE_WATCHING_TITLE}
      items={entries}
      videoOf={(entry) => entry.item}
      watchedOf={(entry) => ({ position: entry.positionSeconds, duration: entry.durationSeconds })}
      context={CONTEXT}
      first
      mark={{ 'data-continue-watching': '' }}
    />
  );
}
