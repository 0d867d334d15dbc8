/** A browser's storage in memory, for the players' remembered choices; `kept` shows what it holds. */
export function memoryStorage(entries: Record<string, string> = {}) {
  const kept = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => kept.get(key) ?? null,
    setItem: (key: string, value: string) => void kept.set(key, value),
    kept,
  };
}
