import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $accountNotification,
  $errorNotification,
  closeAccountNotification,
  closeErrorNotification,
  showAccountNotification,
  showErrorNotification,
} from './notifications.ts';
import { resetStoresForTests } from './testing.ts';

beforeEach(() => {
  vi.useFakeTimers();
  resetStoresForTests();
});

afterEach(() => {
  resetStoresForTests();
  vi.useRealTimers();
});

describe('account notification', () => {
  it('starts closed', () => {
    expect($accountNotification.get()).toEqual({ display: false, message: null });
  });

  it('opens with its message', () => {
    showAccountNotification('Logged In');
    expect($accountNotification.get()).toEqual({ display: true, message: 'Logged In' });
  });

  it('closes itself at exactly 4000 ms, not at 3999', () => {
    showAccountNotification('Logged In');
    vi.advanceTimersByTime(3999);
    expect($accountNotification.get()).toEqual({ display: true, message: 'Logged In' });
    vi.advanceTimersByTime(1);
    expect($accountNotification.get()).toEqual({ display: false, message: null });
  });

  it('closes on request by clearing the message and leaves no timer behind', () => {
    showAccountNotification('Logged In');
    closeAccountNotification();
    expect($accountNotification.get()).toEqual({ display: false, message: null });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a second notification replaces the first and restarts the 4 s', () => {
    showAccountNotification('Logged In');
    vi.advanceTimersByTime(3000);
    showAccountNotification('Logged Out');
    vi.advanceTimersByTime(3999);
    expect($accountNotification.get()).toEqual({ display: true, message: 'Logged Out' });
    vi.advanceTimersByTime(1);
    expect($accountNotification.get().display).toBe(false);
  });

  it('the same text shown again restarts the 4 s too', () => {
    showAccountNotification('Logged In');
    vi.advanceTimersByTime(3000);
    showAccountNotification('Logged In');
    vi.advanceTimersByTime(3000);
    expect($accountNotification.get().display).toBe(true);
    vi.advanceTimersByTime(1000);
    expect($accountNotification.get().display).toBe(false);
  });

  it('an earlier timer never closes a later notification', () => {
    showAccountNotification('Logged In');
    closeAccountNotification();
    vi.advanceTimersByTime(2000);
    showAccountNotification('Logged Out');
    vi.advanceTimersByTime(2000); // the first notification's 4 s have passed
    expect($accountNotification.get()).toEqual({ display: true, message: 'Logged Out' });
  });
});

describe('error notification', () => {
  const title = 'There was a problem connecting to the video service';
  const message = 'Please try again in a few minutes';

  it('starts closed', () => {
    expect($errorNotification.get()).toEqual({ display: false, title: null, message: null, secondsLeft: 0 });
  });

  it('opens with title and message and 30 seconds left', () => {
    showErrorNotification(title, message);
    expect($errorNotification.get()).toEqual({ display: true, title, message, secondsLeft: 30 });
  });

  it('counts down 30, 29 ... 1 once a second and closes at 0', () => {
    showErrorNotification(title, message);
    const shown: number[] = [$errorNotification.get().secondsLeft];
    for (let second = 1; second < 30; second += 1) {
      vi.advanceTimersByTime(999);
      expect($errorNotification.get().secondsLeft).toBe(shown.at(-1));
      vi.advanceTimersByTime(1);
      shown.push($errorNotification.get().secondsLeft);
    }
    expect(shown).toEqual(Array.from({ length: 30 }, (_, i) => 30 - i));
    expect($errorNotification.get().display).toBe(true);

    vi.advanceTimersByTime(999);
    expect($errorNotification.get()).toMatchObject({ display: true, secondsLeft: 1 });
    vi.advanceTimersByTime(1);
    expect($errorNotification.get()).toEqual({ display: false, title: null, message: null, secondsLeft: 0 });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('Close clears it and stops the countdown', () => {
    showErrorNotification(title, message);
    vi.advanceTimersByTime(5000);
    expect($errorNotification.get().secondsLeft).toBe(25);

    closeErrorNotification();

    expect($errorNotification.get()).toEqual({ display: false, title: null, message: null, secondsLeft: 0 });
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(60_000);
    expect($errorNotification.get()).toEqual({ display: false, title: null, message: null, secondsLeft: 0 });
  });

  it('a second notification replaces the first and restarts the countdown at 30', () => {
    showErrorNotification(title, message);
    vi.advanceTimersByTime(10_500);
    expect($errorNotification.get().secondsLeft).toBe(20);

    showErrorNotification('There was a problem logging in', message);
    expect($errorNotification.get()).toMatchObject({
      title: 'There was a problem logging in',
      secondsLeft: 30,
    });
    expect(vi.getTimerCount()).toBe(1);

    // A leftover half-second phase of the first countdown would tick here; the new one must not.
    vi.advanceTimersByTime(999);
    expect($errorNotification.get().secondsLeft).toBe(30);
    vi.advanceTimersByTime(1);
    expect($errorNotification.get().secondsLeft).toBe(29);
    vi.advanceTimersByTime(29_000);
    expect($errorNotification.get().display).toBe(false);
  });

  it('the same text shown again restarts the countdown too', () => {
    showErrorNotification(title, message);
    vi.advanceTimersByTime(20_000);
    showErrorNotification(title, message);
    expect($errorNotification.get().secondsLeft).toBe(30);
    vi.advanceTimersByTime(29_999);
    expect($errorNotification.get().display).toBe(true);
    vi.advanceTimersByTime(1);
    expect($errorNotification.get().display).toBe(false);
  });
});

describe('both notifications', () => {
  it('run their timers independently', () => {
    showErrorNotification('Error', 'Something failed');
    showAccountNotification('Logged In');
    vi.advanceTimersByTime(4000);
    expect($accountNotification.get().display).toBe(false);
    expect($errorNotification.get()).toMatchObject({ display: true, secondsLeft: 26 });
  });

  it('reset for tests closes both and clears their timers', () => {
    showErrorNotification('Error', 'Something failed');
    showAccountNotification('Logged In');
    resetStoresForTests();
    expect(vi.getTimerCount()).toBe(0);
  });
});
