import { getStreamerConfig } from '@club/shared/calls';
import type { StreamerConfig } from '@club/shared/contracts';
import { onBrowserMount } from '@club/shared/stores';
import { atom } from 'nanostores';

/**
 * The streamer site's config (spec 001 §3 "Streamer config"), for the streamer layout's header and
 * footer: fetched once, the first time either shows, and kept. A failure is logged only; the header
 * then names the sections by their headings and the footer shows no link block.
 */
export type StreamerConfigState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; config: StreamerConfig }
  | { status: 'failed' };

export const $streamerConfig = atom<StreamerConfigState>({ status: 'idle' });

/** Fetches the config unless it is loaded or loading; a failure is logged and tried again next time. */
export async function loadStreamerConfig(): Promise<void> {
  const { status } = $streamerConfig.get();
  if (status === 'loading' || status === 'ready') return;
  $streamerConfig.set({ status: 'loading' });
  try {
    $streamerConfig.set({ status: 'ready', config: await getStreamerConfig() });
  } catch (error) {
    console.error('[streamer header] the streamer config could not be loaded', error);
    $streamerConfig.set({ status: 'failed' });
  }
}

onBrowserMount($streamerConfig, () => {
  void loadStreamerConfig();
});

/** Forgets the config (tests). */
export function resetStreamerConfig(): void {
  $streamerConfig.set({ status: 'idle' });
}
