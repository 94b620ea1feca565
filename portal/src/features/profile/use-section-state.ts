/**
 * One profile section's state (accounts spec §4 "Profile sections"): the cached server copy, the
 * form, the unsaved flag (form differs from the copy), saving, the 3-second check mark and the
 * section's error. Cancel restores the copy and clears the error; a save success replaces the copy.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

/** How long the check mark shows after a save (spec §9: 3000 ms). */
export const CHECK_MARK_MS = 3000;

/** A message a section shows: the portal's own text, or the host's sentence as it came (English, decision 364). */
export type SectionMessage = string | { fromHost: string };

/** What a section renders from. */
export interface SectionState<T> {
  cached: T;
  form: T;
  dirty: boolean;
  saving: boolean;
  saved: boolean;
  /** Error messages to show (already texts). */
  errors: readonly SectionMessage[];
  setForm(next: T): void;
  cancel(): void;
  /** Wraps a save: spinner while it runs; `true` from `run` is success. */
  save(run: () => Promise<{ ok: true; next: T } | { ok: false; errors: readonly SectionMessage[] }>): Promise<void>;
  setErrors(errors: readonly SectionMessage[]): void;
  /** A save made elsewhere (the text-subscription dialog): copy and form both become `next`. */
  replace(next: T): void;
}

/** The state of one section; `same` decides whether the form still equals the copy. */
export function useSectionState<T>(initial: T, same: (a: T, b: T) => boolean): SectionState<T> {
  const [cached, setCached] = useState(initial);
  const [form, setForm] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [errors, setErrors] = useState<readonly SectionMessage[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const cancel = useCallback(() => {
    setForm(cached);
    setErrors([]);
  }, [cached]);

  const save = useCallback<SectionState<T>['save']>(async (run) => {
    setSaving(true);
    setErrors([]);
    try {
      const result = await run();
      if (result.ok) {
        setCached(result.next);
        setForm(result.next);
        setSaved(true);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setSaved(false), CHECK_MARK_MS);
      } else setErrors(result.errors);
    } finally {
      setSaving(false);
    }
  }, []);

  const replace = useCallback((next: T) => {
    setCached(next);
    setForm(next);
  }, []);

  return { cached, form, dirty: !same(form, cached), saving, saved, errors, setForm, cancel, save, setErrors, replace };
}
