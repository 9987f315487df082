import { useCallback, useEffect, useState } from 'react';

/**
 * A form's draft kept in sessionStorage under `key` (issue 32, item 7): what was typed survives a detour through
 * sign-in or registration (lib/return-path.ts brings the user back to the same address, and the draft is read again)
 * and a reload, in this tab only. `clear` forgets it once the form was sent. Storage that is full or blocked (private
 * mode in some in-app browsers) leaves the form working as an ordinary one.
 */
export function useSessionDraft<T extends object>(key: string, initial: T): [T, (next: T | ((prev: T) => T)) => void, () => void] {
  const storageKey = `draft:${key}`;
  const [value, setValue] = useState<T>(() => readDraft(storageKey, initial));
  useEffect(() => {
    try {
      sessionStorage.setItem(storageKey, JSON.stringify(value));
    } catch {
      /* not kept: the form still works */
    }
  }, [storageKey, value]);
  const clear = useCallback(() => {
    try {
      sessionStorage.removeItem(storageKey);
    } catch {
      /* nothing kept */
    }
  }, [storageKey]);
  return [value, setValue, clear];
}

/** The stored draft over the initial values (a field added since keeps its initial value; junk is ignored). */
export function readDraft<T extends object>(storageKey: string, initial: T): T {
  try {
    const raw = sessionStorage.getItem(storageKey);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return initial;
    const out = { ...initial };
    for (const k of Object.keys(initial) as (keyof T)[]) {
      const v = (parsed as Record<string, unknown>)[k as string];
      if (v !== undefined && typeof v === typeof initial[k] && Array.isArray(v) === Array.isArray(initial[k])) out[k] = v as T[keyof T];
    }
    return out;
  } catch {
    return initial;
  }
}
