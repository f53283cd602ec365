/*
 * Node has no local storage: the preferences store (zustand's persist) would warn on every change.
 * An in-memory one, set before the app's modules load (first-frame/render.tsx imports this first).
 */
if (typeof globalThis.localStorage === 'undefined') {
  const items = new Map<string, string>();
  const storage: Storage = {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
  globalThis.localStorage = storage;
}
export {};
