import type { RuntimeConfig } from '@club/shared/config';
import { setAdvertisingDisabled } from '@club/shared/stores';
import { configureSiteLock } from '../features/site-lock/stores/site-lock.ts';

/** Carries the runtime config's feature flags into global state and the document. */
export function applySiteFlags(config: RuntimeConfig): void {
  setAdvertisingDisabled(config.flags.advertisingDisabled);
  document.documentElement.dataset.siteVariant = config.flags.siteVariant;
  configureSiteLock(config.flags.siteLock);
}
