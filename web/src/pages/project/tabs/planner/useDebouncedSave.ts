/**
 * A save that waits 500 ms after the last edit (spec venue-planner.md §4, §9), with the 'saving' flag
 * set from the first edit until the save ends. A pending save still runs when the editor closes.
 * Failures are only logged (spec §8). Editors keep their draft with `useSavedDraft`.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

const SAVE_DEBOUNCE_MS = 500;

function useDebouncedSave<T>(save: (value: T) => Promise<unknown>) {
  const [saving, setSaving] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<{ value: T } | null>(null);
  const saveRef = useRef(save);
  saveRef.current = save;

  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    const next = pending.current;
    pending.current = null;
    if (!next) return;
    try {
      await saveRef.current(next.value);
    } catch (error) {
      console.error('Failed to save planner edit', error);
    } finally {
      if (!pending.current) setSaving(false);
    }
  }, []);

  const schedule = useCallback(
    (value: T) => {
      pending.current = { value };
      setSaving(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), SAVE_DEBOUNCE_MS);
    },
    [flush],
  );

  useEffect(() => () => void flush(), [flush]);
  const isPending = useCallback(() => pending.current !== null, []);
  return { schedule, saving, isPending };
}

/**
 * An editor's draft: `edit` merges a change into it and schedules the debounced save of the whole.
 * When the saved object changes from elsewhere (an undo, another device) and no edit is waiting, the
 * draft follows it, so the fields show what is stored and the next save does not write old values back.
 */
export function useSavedDraft<T extends object>(initial: T, save: (value: T) => Promise<unknown>) {
  const [draft, setDraft] = useState(initial);
  const { schedule, saving, isPending } = useDebouncedSave(save);
  const stored = JSON.stringify(initial);
  const latest = useRef(initial);
  latest.current = initial;
  useEffect(() => {
    if (!isPending() && stored) setDraft(latest.current);
  }, [stored, isPending]);
  const edit = (next: Partial<T>) => {
    const value = { ...draft, ...next };
    setDraft(value);
    schedule(value);
  };
  return { draft, edit, saving };
}
