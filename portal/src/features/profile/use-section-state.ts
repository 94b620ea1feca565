/**
 * One profile section's state (accounts spec §4 "Profile sections"): the cached server copy, the
 * form, the unsaved flag (form differs from the copy), saving, the 3-second check mark and the
 * section's error. Cancel restores the copy and clears the error; a save success replaces the copy.
 */
import { useMutation } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { CHECK_MARK_MS, useTransientMessage } from '@/ui/use-transient-message';

/** What a section's save call resolves with: the new copy, or the error texts to show. */
type SaveResult<T> = { ok: true; next: T } | { ok: false; errors: readonly SectionMessage[] };

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
  save(run: () => Promise<SaveResult<T>>): Promise<void>;
  setErrors(errors: readonly SectionMessage[]): void;
  /** A save made elsewhere (the text-subscription dialog): copy and form both become `next`. */
  replace(next: T): void;
}

/** The state of one section; `same` decides whether the form still equals the copy. */
export function useSectionState<T>(initial: T, same: (a: T, b: T) => boolean): SectionState<T> {
  const [cached, setCached] = useState(initial);
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<readonly SectionMessage[]>([]);
  const check = useTransientMessage<true>(CHECK_MARK_MS);

  const cancel = useCallback(() => {
    setForm(cached);
    setErrors([]);
  }, [cached]);

  // The section's own call (each section passes its request in): busy state from TanStack Query.
  const saving = useMutation({
    mutationFn: (run: () => Promise<SaveResult<T>>) => run(),
    onMutate: () => setErrors([]),
    onSuccess: (result) => {
      if (!result.ok) return setErrors(result.errors);
      setCached(result.next);
      setForm(result.next);
      check.show(true);
    },
  });
  const { mutateAsync } = saving;
  const save = useCallback<SectionState<T>['save']>(
    async (run) => {
      await mutateAsync(run);
    },
    [mutateAsync],
  );

  const replace = useCallback((next: T) => {
    setCached(next);
    setForm(next);
  }, []);

  return {
    cached,
    form,
    dirty: !same(form, cached),
    saving: saving.isPending,
    saved: check.shown,
    errors,
    setForm,
    cancel,
    save,
    setErrors,
    replace,
  };
}
