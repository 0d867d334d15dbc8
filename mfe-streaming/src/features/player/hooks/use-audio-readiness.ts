import { useEffect, useState } from 'react';
import { PLAYER_LOAD_DELAY_MS, PLAYER_READY_DELAY_MS } from '../constants.ts';

/** Where the audio player is on its way to ready (spec 001 §4 step 4). */
export type AudioReadiness = 'waiting' | 'loading' | 'ready';

/**
 * Spec 001 §4 "Live audio player" step 4: once the session check has said yes (`granted`), the
 * player loads 100 ms later and is ready 400 ms after that. Starts again for each new grant.
 */
export function useAudioReadiness(granted: boolean, grantKey: string | null): AudioReadiness {
  const [readiness, setReadiness] = useState<AudioReadiness>('waiting');
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new grant (its key) restarts the timers
  useEffect(() => {
    setReadiness('waiting');
    if (!granted) return;
    let ready: ReturnType<typeof setTimeout> | undefined;
    const load = setTimeout(() => {
      setReadiness('loading');
      ready = setTimeout(() => setReadiness('ready'), PLAYER_READY_DELAY_MS);
    }, PLAYER_LOAD_DELAY_MS);
    return () => {
      clearTimeout(load);
      clearTimeout(ready);
    };
  }, [granted, grantKey]);
  return readiness;
}
