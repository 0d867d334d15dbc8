import { useStore } from '@nanostores/react';
import { type CSSProperties, useLayoutEffect, useRef } from 'react';
import {
  PROGRESS_BAR_DURATION_MS,
  PROGRESS_BAR_HIDE_DELAY_MS,
  PROGRESS_BAR_RUNNING_END,
} from '../constants.ts';
import { $progressBar } from '../stores/progress-bar.ts';
import styles from './loading-bar.module.css';

/** The loading bar's accessible name. */
export const LOADING_BAR_LABEL = 'Loading page';

/**
 * The loading bar at the top of the layout (spec 000 §2): it runs toward the end while the page
 * loads and completes when it has loaded. The fill is moved with CSS transitions from where it is,
 * so finishing continues smoothly from the running bar wherever it had got to. The bar comes and
 * goes inside a status region that stays on the page: it sits before every landmark of the layout,
 * and a status region is where page content outside them belongs (axe 'region').
 */
export function LoadingBar() {
  const { phase, run } = useStore($progressBar);
  const fill = useRef<HTMLDivElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new run restarts the bar from the start
  useLayoutEffect(() => {
    const element = fill.current;
    if (!element) return;
    if (phase === 'running') {
      // Restart from the start without a transition, then run toward the end on the next frame.
      element.style.transition = 'none';
      element.style.transform = 'scaleX(0)';
      const frame = requestAnimationFrame(() => {
        element.style.transition = '';
        element.style.transform = `scaleX(${PROGRESS_BAR_RUNNING_END})`;
      });
      return () => cancelAnimationFrame(frame);
    }
    if (phase === 'finishing') {
      element.style.transition = '';
      element.style.transform = 'scaleX(1)';
    }
  }, [phase, run]);

  const timing = {
    '--loading-bar-run': `${PROGRESS_BAR_DURATION_MS}ms`,
    '--loading-bar-finish': `${PROGRESS_BAR_HIDE_DELAY_MS}ms`,
  } as CSSProperties;
  return (
    <div role="status">
      {phase !== 'hidden' && (
        <div
          className={styles.bar}
          role="progressbar"
          aria-label={LOADING_BAR_LABEL}
          aria-valuemin={0}
          aria-valuemax={100}
          {...(phase === 'finishing' ? { 'aria-valuenow': 100 } : {})}
          data-phase={phase}
          style={timing}
        >
          <div ref={fill} className={styles.fill} />
        </div>
      )}
    </div>
  );
}
