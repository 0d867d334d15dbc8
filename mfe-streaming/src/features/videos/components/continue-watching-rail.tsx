import type { ResumeEntry } from '@club/shared/contracts';
import { $childFriendly } from '@club/shared/stores';
import { useStore } from '@nanostores/react';
import { Rail } from '../../../components/video-rail.tsx';
import { inChildFriendlyMode } from '../../../lib/child-friendly-videos.ts';
import { CONTINUE_WATCHING_ENTRY_POINT, CONTINUE_WATCHING_TITLE } from '../constants.ts';

const CONTEXT = {
  section: null,
  playlistTitle: CONTINUE_WATCHING_TITLE,
  entryPoint: CONTINUE_WATCHING_ENTRY_POINT,
};

/**
 * 'Continue watching' (issue 12 item 9): the videos the signed-in viewer left part way, most
 * recently watched first, each with how far they got. A card opens the player, which starts where
 * they left off. In child-friendly mode, only the videos flagged for it.
 */
export function ContinueWatchingRail({ entries }: { entries: readonly ResumeEntry[] }) {
  const { shown } = inChildFriendlyMode(entries, useStore($childFriendly), (entry) => entry.item);
  if (shown.length === 0) return null;
  return (
    <Rail
      title={CONTINUE_WATCHING_TITLE}
      items={shown}
      videoOf={(entry) => entry.item}
      watchedOf={(entry) => ({ position: entry.positionSeconds, duration: entry.durationSeconds })}
      context={CONTEXT}
      first
      mark={{ 'data-continue-watching': '' }}
    />
  );
}
