import { $pageLoading, onBrowserMount } from '@club/shared/stores';
import { atom } from 'nanostores';
import { PROGRESS_BAR_HIDE_DELAY_MS, PROGRESS_BAR_THROTTLE_MS } from '../constants.ts';

/**
 * The loading bar (spec 000 §2, spec 001 §4 "Progress bar"): hidden; running (it appears once the
 * page has been loading for longer than the 200 ms throttle and runs toward the end over about
 * 5 s); finishing (loading ended: it completes, then hides 500 ms later). `run` counts the runs,
 * so a new run restarts the bar from the start.
 */
export interface ProgressBar {
  phase: 'hidden' | 'running' | 'finishing';
  run: number;
}

export const $progressBar = atom<ProgressBar>({ phase: 'hidden', run: 0 });

// The bar follows $pageLoading while anything shows it; timers live only while it is watched.
onBrowserMount($progressBar, () => {
  let throttle: ReturnType<typeof setTimeout> | undefined;
  let hide: ReturnType<typeof setTimeout> | undefined;
  const set = (phase: ProgressBar['phase'], newRun = false) => {
    const current = $progressBar.get();
    $progressBar.set({ phase, run: current.run + (newRun ? 1 : 0) });
  };

  const follow = (loading: boolean) => {
    const { phase } = $progressBar.get();
    if (loading) {
      clearTimeout(hide);
      // Visible already (finishing a run): loading again starts a new run at once.
      if (phase === 'finishing') set('running', true);
      if (phase !== 'hidden' || throttle !== undefined) return;
      throttle = setTimeout(() => {
        throttle = undefined;
        if ($pageLoading.get()) set('running', true);
      }, PROGRESS_BAR_THROTTLE_MS);
      return;
    }
    clearTimeout(throttle);
    throttle = undefined;
    if (phase !== 'running') return;
    set('finishing');
    hide = setTimeout(() => set('hidden'), PROGRESS_BAR_HIDE_DELAY_MS);
  };

  follow($pageLoading.get());
  const unbind = $pageLoading.listen(follow);
  return () => {
    unbind();
    clearTimeout(throttle);
    clearTimeout(hide);
    throttle = undefined;
    $progressBar.set({ phase: 'hidden', run: $progressBar.get().run });
  };
});
