/**
 * A `Storage` over a Map, for the planner's unit tests of what it keeps in localStorage (node has no
 * localStorage): planner settings, asset-library settings, favourites and recent placements.
 */
export function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, String(v)),
  };
}
