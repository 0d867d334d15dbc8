import { SPOILER_FREE_HINT, SPOILER_FREE_LABEL } from '@club/shared/contracts';
import { $spoilerFree, setSpoilerFree } from '@club/shared/stores';
import { useStore } from '@nanostores/react';
import { Switch } from './switch.tsx';

/**
 * The spoiler-free switch (@club/shared/contracts' spoilers.ts): one setting for the whole site,
 * shown where results could spoil a replay (the videos pages, a replay's player, the match centre
 * of a match with a replay).
 */
export function SpoilerFreeSwitch() {
  const on = useStore($spoilerFree);
  return (
    <Switch
      checked={on}
      onToggle={() => setSpoilerFree(!on)}
      label={SPOILER_FREE_LABEL}
      description={SPOILER_FREE_HINT}
    />
  );
}
