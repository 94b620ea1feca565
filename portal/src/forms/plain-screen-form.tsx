import type { ScreenData } from '@schemas/screens/generated/screen-data';
import { bindScreen, type BoundScreen } from '@schemas/screens/bind-screen';
import { runRules } from '@schemas/screens/rule-interpreter';
import { fromAjvErrors, messagesByField, translateSchemaErrors } from '@schemas/screens/schema-errors';
import { ErrorBanner } from '@/ui/error-banner';
import { useSettings } from '@/settings/use-settings';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { FormErrorBoundary } from './form-error-boundary';
import { inputAria } from './input-aria';
import type { ScreenModule } from './screen-module';
import { FieldFrame } from './templates/field-frame';
import { PasswordBox } from './widgets/password-box';
import './forms.css';

/** Props of {@link PlainScreenForm}. */
export interface PlainScreenFormProps<Id extends string> {
  /** `import * as screen from 'virtual:screen-validator/<id>'`; a plain screen (see {@link plainScreenProblem}). */
  screen: ScreenModule<Id>;
  /** Called with the values once the schema and every rule pass. */
  onSubmit: (data: Partial<ScreenData<Id>>) => void;
  disabled?: boolean;
  /** id of the `<form>` element. */
  id?: string;
}

type Values = Record<string, string>;
type FieldUi = { 'ui:title'?: string; 'ui:widget'?: string; 'ui:placeholder'?: string; 'ui:help'?: string };

/**
 * Why a bound screen cannot be drawn by {@link PlainScreenForm}, or undefined when it can: only text and
 * `password-reveal` fields whose one option is `required`, no server checks, no error summary. Every other
 * screen needs rjsf's widgets and goes through `SchemaForm`.
 */
export function plainScreenProblem(bound: BoundScreen): string | undefined {
  if (bound.errorSummary) return 'it shows an error summary';
  if (bound.serverChecks.length > 0) return 'it has server checks';
  for (const { name } of bound.fields) {
    const ui = bound.uiSchema[name] as FieldUi & { 'ui:options'?: Record<string, unknown> };
    const widget = ui['ui:widget'];
    if (widget !== undefined && widget !== 'password-reveal') return `field '${name}' uses the '${widget}' widget`;
    const extra = Object.keys(ui['ui:options'] ?? {}).filter((k) => k !== 'required');
    if (extra.length > 0) return `field '${name}' has the options ${extra.join(', ')}`;
  }
  return undefined;
}

/** Messages per field: the static schema's (precompiled ajv) then the screen's rules, as SchemaForm gives them. */
function fieldErrors(module: ScreenModule, bound: BoundScreen, values: Values): Map<string, string[]> {
  const validate = module.validateFns[module.screen.schema.$id];
  if (!validate) throw new Error(`Screen '${module.screen.schema.$id}' has no precompiled validator`);
  const schemaErrors = validate(values) ? [] : fromAjvErrors(validate.errors ?? []);
  const errors = [...translateSchemaErrors(schemaErrors, bound), ...runRules(bound.rules, values)];
  const groups = messagesByField(
    errors,
    bound.fields.map((f) => f.name),
  );
  return new Map(groups.map((g) => [g.field, g.messages]));
}

/**
 * A simple screen file drawn without rjsf (the login route's form: rjsf is a third of that route's JS). Same
 * binding, validator, rules, messages and markup as {@link SchemaForm}: ids `root_<field>`, a label per field,
 * help and errors tied by `aria-describedby`; after the first submit the messages follow each change, and a
 * refused submit focuses the first invalid field.
 */
export function PlainScreenForm<Id extends string>(props: PlainScreenFormProps<Id>) {
  const reader = useSettings();
  return (
    <FormErrorBoundary fallback={<ErrorBanner>{reader.text('forms.formFailed')}</ErrorBanner>}>
      <PlainScreenFormInner {...props} />
    </FormErrorBoundary>
  );
}

function PlainScreenFormInner<Id extends string>({ screen, onSubmit, disabled, id }: PlainScreenFormProps<Id>) {
  const reader = useSettings();
  const bound = useMemo(() => bindScreen(screen.screen, reader), [screen, reader]);
  const problem = plainScreenProblem(bound);
  if (problem) throw new Error(`Screen '${screen.screen.schema.$id}' is not plain: ${problem}`);
  const [values, setValues] = useState<Values>({});
  const [submitted, setSubmitted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const errors = submitted ? fieldErrors(screen, bound, values) : new Map<string, string[]>();

  const change = (name: string, text: string) =>
    setValues((old) => {
      const { [name]: _dropped, ...rest } = old;
      // An emptied field leaves the data, as rjsf's emptyValue does, so `required` sees it missing.
      return text === '' ? rest : { ...rest, [name]: text };
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = fieldErrors(screen, bound, values);
    const first = bound.fields.find((f) => found.has(f.name));
    if (first) formRef.current?.querySelector<HTMLElement>(`#root_${first.name}`)?.focus();
    else onSubmit(values as Partial<ScreenData<Id>>);
  };

  return (
    <form ref={formRef} id={id} noValidate onSubmit={submit}>
      <div className="form-fields">
        {bound.fields.map((field) => {
          const ui = bound.uiSchema[field.name] as FieldUi & { 'ui:autocomplete'?: string };
          const fieldId = `root_${field.name}`;
          const messages = errors.get(field.name);
          const common = {
            id: fieldId,
            name: fieldId,
            value: values[field.name],
            placeholder: ui['ui:placeholder'],
            autoComplete: ui['ui:autocomplete'],
            disabled,
            required: field.required,
          };
          return (
            <div key={field.name}>
              <FieldFrame id={fieldId} label={field.label} help={ui['ui:help']} errors={messages}>
                {ui['ui:widget'] === 'password-reveal' ? (
                  <PasswordBox
                    {...common}
                    errors={messages}
                    hasHelp={!!ui['ui:help']}
                    toggleLabel={reader.text('forms.showPassword')}
                    onChange={(text) => change(field.name, text)}
                  />
                ) : (
                  <input
                    id={fieldId}
                    name={fieldId}
                    type="text"
                    className="form-field__input"
                    value={common.value ?? ''}
                    placeholder={common.placeholder || undefined}
                    autoComplete={common.autoComplete}
                    disabled={disabled}
                    aria-required={field.required ? true : undefined}
                    {...inputAria(fieldId, messages, !!ui['ui:help'])}
                    onChange={(e) => change(field.name, e.target.value)}
                  />
                )}
              </FieldFrame>
            </div>
          );
        })}
      </div>
      <button type="submit" className="button button--primary" disabled={disabled}>
        {bound.submitLabel}
      </button>
    </form>
  );
}
