import { map } from 'nanostores';
import {
  ACCOUNT_NOTIFICATION_MS,
  ERROR_NOTIFICATION_SECONDS,
  ERROR_NOTIFICATION_TICK_MS,
} from './constants.ts';

/** The account notification (tick icon and message), e.g. 'Logged In' (spec 000 §3). */
export interface AccountNotification {
  display: boolean;
  message: string | null;
}

/** The error notification bar with its 'Closing in N' countdown (spec 000 §3, §2 "Other overlays"). */
export interface ErrorNotification {
  display: boolean;
  title: string | null;
  message: string | null;
  /** The N of 'Closing in N': 30 when shown, 0 when closed. */
  secondsLeft: number;
}

function closedAccountNotification(): AccountNotification {
  return { display: false, message: null };
}

function closedErrorNotification(): ErrorNotification {
  return { display: false, title: null, message: null, secondsLeft: 0 };
}

/** The account notification; it closes itself 4 s after it is shown. */
export const $accountNotification = map<AccountNotification>(closedAccountNotification());

/** The error notification; it counts down from 30 s and closes at 0 or on Close. */
export const $errorNotification = map<ErrorNotification>(closedErrorNotification());

/** Shows the account notification; a new one replaces the old and restarts the 4 s. */
export function showAccountNotification(message: string): void {
  // Always a new object, so the same text shown twice still restarts the timer below.
  $accountNotification.set({ display: true, message });
}

/** Closes the account notification by clearing its message. */
export function closeAccountNotification(): void {
  $accountNotification.set(closedAccountNotification());
}

/** Shows the error notification; a new one replaces the old and restarts the countdown at 30. */
export function showErrorNotification(title: string, message: string): void {
  $errorNotification.set({ display: true, title, message, secondsLeft: ERROR_NOTIFICATION_SECONDS });
}

/** Closes the error notification (the Close button, or the countdown at 0) and stops the countdown. */
export function closeErrorNotification(): void {
  $errorNotification.set(closedErrorNotification());
}

// The timers are reactions to what the stores show, so any way of showing or clearing a
// notification (an action, a test reset, a direct set) starts, restarts or stops them.

let accountTimer: ReturnType<typeof setTimeout> | undefined;

$accountNotification.listen((notification) => {
  clearTimeout(accountTimer);
  accountTimer = undefined;
  if (notification.message !== null) {
    accountTimer = setTimeout(closeAccountNotification, ACCOUNT_NOTIFICATION_MS);
  }
});

let countdown: ReturnType<typeof setInterval> | undefined;

function tickErrorCountdown(): void {
  const secondsLeft = $errorNotification.get().secondsLeft - 1;
  if (secondsLeft <= 0) closeErrorNotification();
  else $errorNotification.setKey('secondsLeft', secondsLeft);
}

$errorNotification.listen((notification, _old, changedKey) => {
  // The countdown's own ticks change only secondsLeft; anything else is a new notification or a close.
  if (changedKey === 'secondsLeft') return;
  clearInterval(countdown);
  countdown = undefined;
  if (notification.message !== null) {
    countdown = setInterval(tickErrorCountdown, ERROR_NOTIFICATION_TICK_MS);
  }
});

/** Closes both notifications and stops their timers. */
export function resetNotifications(): void {
  closeAccountNotification();
  closeErrorNotification();
}
