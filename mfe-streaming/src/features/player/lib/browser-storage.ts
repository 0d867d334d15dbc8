// What the player keeps in the browser for the next video (the speed, the captions): read and
// written so that a browser that keeps nothing (storage turned off, full or refused) plays on as
// chosen and only forgets the choice.

/** The browser's storage, or none where reading it throws (storage turned off). */
export function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** What is kept under `key`, or null when nothing is or the storage cannot be read. */
export function readKept(
  key: string,
  storage: Pick<Storage, 'getItem'> | null = browserStorage(),
): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    // Unreadable storage is a browser that kept nothing.
    return null;
  }
}

/** Keeps `value` under `key`; a browser that cannot keep it goes on regardless. */
export function keep(
  key: string,
  value: string,
  storage: Pick<Storage, 'setItem'> | null = browserStorage(),
): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // Full or refused: nothing to keep it in.
  }
}
