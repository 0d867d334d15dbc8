import { RESUME_MIN_SECONDS } from '@club/shared/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESUME_SAVE_INTERVAL_MS, RESUME_SAVE_LOG_MESSAGE } from '../constants.ts';
import { createResumeSaver, type PlaybackPoint } from './resume-saver.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A media element's position that the test moves, and every save made, with its keepalive. */
function setUp(start: PlaybackPoint | null = { position: 0, duration: 600 }, alreadySaved = false) {
  let point = start;
  const saves: Array<[number, number, boolean]> = [];
  const save = vi.fn(async (position: number, duration: number, { keepalive }: { keepalive: boolean }) => {
    saves.push([position, duration, keepalive]);
  });
  const saver = createResumeSaver({ read: () => point, save, alreadySaved });
  return {
    saver,
    saves,
    save,
    moveTo(position: number) {
      point = { position, duration: point?.duration ?? 600 };
    },
    forget() {
      point = null;
    },
  };
}

describe('createResumeSaver', () => {
  it(`saves every ${RESUME_SAVE_INTERVAL_MS / 1000} s while playing, and not while paused`, () => {
    const { saver, saves, moveTo } = setUp();
    saver.playing();
    moveTo(12);
    vi.advanceTimersByTime(RESUME_SAVE_INTERVAL_MS - 1);
    expect(saves).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(saves).toEqual([[12, 600, false]]);
    moveTo(22);
    vi.advanceTimersByTime(RESUME_SAVE_INTERVAL_MS);
    expect(saves).toEqual([
      [12, 600, false],
      [22, 600, false],
    ]);

    moveTo(25);
    saver.paused();
    expect(saves.at(-1)).toEqual([25, 600, false]);
    vi.advanceTimersByTime(RESUME_SAVE_INTERVAL_MS * 5);
    expect(saves).toHaveLength(3);
  });

  it('saves on close, with keepalive when the page goes, and never after', () => {
    const { saver, saves, moveTo } = setUp();
    saver.playing();
    moveTo(40);
    saver.close({ keepalive: true });
    expect(saves).toEqual([[40, 600, true]]);
    moveTo(50);
    saver.playing();
    saver.paused();
    vi.advanceTimersByTime(RESUME_SAVE_INTERVAL_MS * 3);
    saver.close();
    expect(saves).toHaveLength(1);
  });

  it(`sends nothing in the first ${RESUME_MIN_SECONDS} s, nor the same position twice`, () => {
    const { saver, saves, moveTo } = setUp();
    saver.playing();
    moveTo(RESUME_MIN_SECONDS - 1);
    vi.advanceTimersByTime(RESUME_SAVE_INTERVAL_MS);
    saver.paused();
    expect(saves).toEqual([]);
    moveTo(30);
    saver.paused();
    saver.paused();
    saver.close();
    expect(saves).toEqual([[30, 600, false]]);
  });

  it('clears a saved position when the viewer goes back to the start or reaches the end', () => {
    const { saver, saves, moveTo } = setUp();
    moveTo(100);
    saver.paused();
    moveTo(1);
    saver.paused();
    expect(saves.at(-1)).toEqual([1, 600, false]);
    // Nothing kept now: another early position is not sent.
    moveTo(3);
    saver.paused();
    expect(saves).toHaveLength(2);

    const resumed = setUp({ position: 300, duration: 600 }, true);
    resumed.moveTo(600);
    resumed.saver.paused();
    expect(resumed.saves).toEqual([[600, 600, false]]);
  });

  it('waits until the media knows its length', () => {
    const { saver, saves, forget } = setUp();
    forget();
    saver.playing();
    vi.advanceTimersByTime(RESUME_SAVE_INTERVAL_MS);
    saver.close();
    expect(saves).toEqual([]);
    const unknownLength = setUp({ position: 30, duration: Number.NaN });
    unknownLength.saver.close();
    expect(unknownLength.saves).toEqual([]);
  });

  it('logs a failed save and keeps going', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { saver, save, moveTo } = setUp();
    save.mockRejectedValueOnce(new Error('the service is down'));
    saver.playing();
    moveTo(30);
    vi.advanceTimersByTime(RESUME_SAVE_INTERVAL_MS);
    await vi.waitFor(() => expect(log).toHaveBeenCalledWith(RESUME_SAVE_LOG_MESSAGE, expect.any(Error)));
    moveTo(40);
    vi.advanceTimersByTime(RESUME_SAVE_INTERVAL_MS);
    expect(save).toHaveBeenCalledTimes(2);
  });
});
