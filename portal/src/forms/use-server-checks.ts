import type { ErrorSchema } from '@rjsf/utils';
import type { BoundServerCheck } from '@schemas/screens/bind-screen';
import { useEffect, useRef, useState } from 'react';

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
 * Runs each bound server check after its debounce (spec: 500 ms) whenever its field's value changes,
 * and returns the results as an rjsf `extraErrors` schema.
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

  useEffect(() => {
    const controller = new AbortController();
    const timers = checks.map((check) => {
      const impl = impls?.[check.name];
      if (!impl) return undefined;
      return setTimeout(() => {
        const value = dataRef.current[check.field];
        impl(value, dataRef.current, controller.signal)
          .then((messages) => {
            if (!controller.signal.aborted) setErrors((prev) => ({ ...prev, [check.field]: messages }));
          })
          // A failing check must not block the form; the server validates again on submit.
          .catch(() => undefined);
      }, check.debounceMs);
    });
    return () => {
      controller.abort();
      timers.forEach((t) => t && clearTimeout(t));
    };
    // `key` stands for the watched values; re-running on every render would restart the debounce.
  }, [key, checks, impls]);

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
