/**
 * Live validity of a schema form, for screens whose submit button stays disabled while the form is
 * invalid (access spec §5 "Recovery": "Continue is disabled while the form is invalid or loading";
 * §2 forced change: "Submit (disabled until the form allows submission)").
 *
 * With the button disabled the user could never learn why, so each field's messages show once the
 * field was left (blurred) or changed, the way the original screens show errors of "touched" fields.
 * The messages are the ones a submit would show (same validator, bound messages and rules).
 */
import type { ErrorSchema } from '@rjsf/utils';
import type { RuntimeOptions } from '@schemas/screens/bind-options';
import { bindScreen } from '@schemas/screens/bind-screen';
import type { ScreenData } from '@schemas/screens/generated/screen-data';
import { runRules } from '@schemas/screens/rule-interpreter';
import { translateSchemaErrors } from '@schemas/screens/schema-errors';
import { useSettings } from '@/settings/use-settings';
import { useCallback, useMemo, useState, type FocusEvent } from 'react';
import { validatorFor, type ScreenModule } from './screen-module';

/** Extra synchronous checks: field → messages (same shape as SchemaForm's `validate`). */
export type ExtraValidate<Data = Record<string, unknown>> = (data: Data) => Readonly<Record<string, readonly string[]>>;

/** What {@link useLiveValidity} returns. */
export interface LiveValidity {
  /** True when nothing blocks a submit. */
  valid: boolean;
  /** Messages of the fields the user touched, to pass as `extraErrors`. */
  touchedErrors: ErrorSchema | undefined;
  /** Put on an element around the form: a field left by the user counts as touched. */
  onBlurCapture: (event: FocusEvent<HTMLElement>) => void;
  /** Marks every field touched (e.g. after a server answer) or none (after a reset). */
  touchAll: (touched: boolean) => void;
}

const FIELD_ID = /^root_([A-Za-z0-9]+)$/;

/** Every message per field for `formData`, as a submit would produce them. */
function messagesOf<Data extends object>(
  screen: ScreenModule,
  bound: ReturnType<typeof bindScreen>,
  formData: Data,
  extra?: ExtraValidate<Data>,
) {
  const data = formData as Record<string, unknown>;
  const validator = validatorFor(screen);
  const schemaErrors = translateSchemaErrors(validator.validateFormData(data, bound.schema as never).errors, bound);
  const out: Record<string, string[]> = {};
  const add = (field: string, message: string) => {
    const list = (out[field] ??= []);
    if (!list.includes(message)) list.push(message);
  };
  for (const e of [...runRules(bound.rules, data), ...schemaErrors])
    add((e.property ?? '').replace(/^\./, ''), e.message ?? e.stack);
  for (const [field, messages] of Object.entries(extra?.(formData) ?? {})) for (const m of messages) add(field, m);
  return out;
}

/**
 * True when nothing in `formData` would block a submit of `screen` (fields hidden by the settings do not count):
 * what a multi-step page asks of a section it is not showing (registration's breadcrumb, spec §2).
 */
export function isFormValid<Data extends object>(
  screen: ScreenModule,
  bound: ReturnType<typeof bindScreen>,
  formData: Data,
  extra?: ExtraValidate<Data>,
): boolean {
  const shown = new Set(bound.fields.map((f) => f.name));
  return Object.entries(messagesOf(screen, bound, formData, extra)).every(
    ([field, list]) => !shown.has(field) || list.length === 0,
  );
}

/**
 * Validity and touched-field messages of `formData` for `screen`. A touched field's messages follow
 * its value live, so a value fixed after leaving the field clears its message at once.
 */
export function useLiveValidity<Id extends string>(
  screen: ScreenModule<Id>,
  formData: Partial<ScreenData<Id>>,
  extra?: ExtraValidate<Partial<ScreenData<Id>>>,
  /**
   * The runtime option lists the form gets too (a screen with a `source` select cannot bind without them); keep it
   * stable.
   */
  options?: RuntimeOptions,
): LiveValidity {
  const reader = useSettings();
  const bound = useMemo(() => bindScreen(screen.screen, reader, options), [screen, reader, options]);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [all, setAll] = useState(false);
  const shown = useMemo(() => new Set(bound.fields.map((f) => f.name)), [bound]);
  const messages = useMemo(() => messagesOf(screen, bound, formData, extra), [screen, bound, formData, extra]);

  const onBlurCapture = useCallback(
    (event: FocusEvent<HTMLElement>) => {
      const name = FIELD_ID.exec(event.target.id)?.[1];
      if (name && shown.has(name)) setTouched((prev) => (prev.has(name) ? prev : new Set([...prev, name])));
    },
    [shown],
  );

  const touchedErrors = useMemo(() => {
    const schema: Record<string, { __errors: string[] }> = {};
    for (const [field, list] of Object.entries(messages)) {
      if (shown.has(field) && (all || touched.has(field)) && list.length) schema[field] = { __errors: list };
    }
    return Object.keys(schema).length ? (schema as ErrorSchema) : undefined;
  }, [messages, shown, touched, all]);

  const valid = Object.entries(messages).every(([field, list]) => !shown.has(field) || list.length === 0);
  return { valid, touchedErrors, onBlurCapture, touchAll: setAll };
}
