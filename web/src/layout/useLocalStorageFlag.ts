import { useCallback, useState } from 'react';

function read(key: string, fallback: boolean): boolean {
  try {
    const stored = localStorage.getItem(key);
    return stored === null ? fallback : stored === 'true';
  } catch {
    return fallback;
  }
}

/** A boolean that survives reloads (e.g. the side panel's collapsed state, spec §9). */
export function useLocalStorageFlag(key: string, fallback = false): [boolean, () => void] {
  const [value, setValue] = useState(() => read(key, fallback));
  const toggle = useCallback(() => {
    setValue((current) => {
      const next = !current;
      try {
        localStorage.setItem(key, String(next));
      } catch {
        // Not persisted, but the panel still toggles for this visit.
      }
      return next;
    });
  }, [key]);
  return [value, toggle];
}
