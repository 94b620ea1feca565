import type { ErrorSchema } from '@rjsf/utils';
import type { BoundServerCheck } from '@schemas/screens/bind-screen';
import { useEffect, useRef, useState } from 'react';
import { useDebouncedCallback } from 'use-debounce';

/**
 * An async server check: resolves to the messages to show under the field (empty = fine).
 * The signal aborts when the value changed again before the answer came.
 */
export type ServerCheck = (
  value: unknown,
  formData: Record<string, unknown>,
  signal: AbortSignal,
) => Promise<readonly string[]>;

/**
 * Runs the bound server checks once typing paused (spec: 500 ms; a screen file may set its check's own) whenever a
 * watched value changes, and returns the results as an rjsf `extraErrors` schema. A screen's checks share one pause:
 * the longest of theirs (decision 382).
 */
export function useServerChecks(
  checks: readonly BoundServerCheck[],
  impls: Readonly<Record<string, ServerCheck>> | undefined,
  formData: Record<string, unknown>,
): ErrorSchema {
  const [errors, setErrors] = useState<Record<string, readonly string[]>>({});
  const dataRef = useRef(formData);
  useEffect(() => {
    dataRef.current = formData;
  }, [formData]);
  const watched = checks.map((c) => formData[c.field]);
  const key = JSON.stringify(watched);

  const run = useDebouncedCallback(
    (controller: AbortController) => {
      for (const check of checks) {
        const impl = impls?.[check.name];
        if (!impl) continue;
        const value = dataRef.current[check.field];
        impl(value, dataRef.current, controller.signal)
          .then((messages) => {
            if (!controller.signal.aborted) setErrors((prev) => ({ ...prev, [check.field]: messages }));
          })
          // A failing check must not block the form; the server validates again on submit.
          .catch(() => undefined);
      }
    },
    Math.max(0, ...checks.map((c) => c.debounceMs)),
  );

  useEffect(() => {
    if (checks.length === 0) return undefined;
    const controller = new AbortController();
    run(controller);
    return () => {
      controller.abort();
      run.cancel();
    };
    // `key` stands for the watched values; re-running on every render would restart the debounce.
  }, [key, checks, impls, run]);

  const schema: Record<string, { __errors: string[] }> = {};
  for (const [field, messages] of Object.entries(errors))
    if (messages.length) schema[field] = { __errors: [...messages] };
  return schema as ErrorSchema;
}

/** Merges error schemas field by field (one level: screen fields are flat). */
export function mergeErrorSchemas(...schemas: (ErrorSchema | undefined)[]): ErrorSchema | undefined {
  const out: Record<string, { __errors: string[] }> = {};
  for (const s of schemas) {
    for (const [field, value] of Object.entries(s ?? {})) {
      const list = (value as { __errors?: string[] }).__errors ?? [];
      const target = (out[field] ??= { __errors: [] });
      for (const m of list) if (!target.__errors.includes(m)) target.__errors.push(m);
    }
  }
  return Object.keys(out).length ? (out as ErrorSchema) : undefined;
}
