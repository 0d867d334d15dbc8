import { isResumable } from '@club/shared/contracts';
import { RESUME_SAVE_INTERVAL_MS, RESUME_SAVE_LOG_MESSAGE } from '../constants.ts';

/** Where playback stands: the position and the media's length, in seconds. */
export interface PlaybackPoint {
  position: number;
  duration: number;
}

export type SaveProgress = (
  position: number,
  duration: number,
  options: { keepalive: boolean },
) => Promise<unknown>;

export interface ResumeSaverOptions {
  /** Where playback stands now, or null while the media does not know its length. */
  read: () => PlaybackPoint | null;
  save: SaveProgress;
  /** The service already keeps a position for this video (the player resumed from it). */
  alreadySaved?: boolean;
  intervalMs?: number;
}

export interface ResumeSaver {
  /** Playback started or went on: save every interval while it plays. */
  playing(): void;
  /** Paused or ended: save now, and stop saving until it plays again. */
  paused(): void;
  /** The player closes (or the page goes: `keepalive`): save now, and never again. */
  close(options?: { keepalive?: boolean }): void;
}

/** Positions closer than this to the last one saved are not worth a call. */
const SAME_POSITION_SECONDS = 1;

/**
 * Saves where an on-demand playback stands (issue 12 item 9, "Resume"): every RESUME_SAVE_INTERVAL_MS
 * while playing, on pause and on close. A position worth nothing (the first seconds) is not sent
 * unless it replaces one that was (seeking back to the start, or the end, clears it). A failed save
 * is logged, never thrown: saving must not stop playback.
 */
export function createResumeSaver({
  read,
  save,
  alreadySaved = false,
  intervalMs = RESUME_SAVE_INTERVAL_MS,
}: ResumeSaverOptions): ResumeSaver {
  let timer: ReturnType<typeof setInterval> | undefined;
  let closed = false;
  let lastSent: number | null = null;
  let keptByService = alreadySaved;

  const stopTimer = () => {
    clearInterval(timer);
    timer = undefined;
  };

  const saveNow = (keepalive: boolean) => {
    const point = read();
    if (!point || !(point.duration >= 1) || !Number.isFinite(point.duration)) return;
    const duration = point.duration;
    const position = Math.min(Math.max(0, point.position), duration);
    if (lastSent !== null && Math.abs(position - lastSent) < SAME_POSITION_SECONDS) return;
    const resumable = isResumable(position, duration);
    if (!resumable && !keptByService) return;
    lastSent = position;
    keptByService = resumable;
    save(position, duration, { keepalive }).catch((error: unknown) =>
      console.error(RESUME_SAVE_LOG_MESSAGE, error),
    );
  };

  return {
    playing() {
      if (closed) return;
      stopTimer();
      timer = setInterval(() => saveNow(false), intervalMs);
    },
    paused() {
      if (closed) return;
      stopTimer();
      saveNow(false);
    },
    close({ keepalive = false } = {}) {
      if (closed) return;
      closed = true;
      stopTimer();
      saveNow(keepalive);
    },
  };
}
