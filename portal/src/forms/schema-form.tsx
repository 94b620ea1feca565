import Form from '@rjsf/core';
import { createErrorHandler, type ErrorSchema, type RJSFValidationError } from '@rjsf/utils';
import type { RuntimeOptions } from '@schemas/screens/bind-options';
import type { ScreenData } from '@schemas/screens/generated/screen-data';
import { bindScreen } from '@schemas/screens/bind-screen';
import { runRules } from '@schemas/screens/rule-interpreter';
import { translateSchemaErrors } from '@schemas/screens/schema-errors';
import { useSettings } from '@/settings/use-settings';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { ErrorBanner } from '@/ui/error-banner';
import type { PasswordRulesContext, PortalFormContext } from './form-context';
import { FormErrorBoundary } from './form-error-boundary';
import { portalTemplates, portalWidgets } from './registry';
import { validatorFor, type ScreenModule } from './screen-module';
import { mergeErrorSchemas, useServerChecks, type ServerCheck } from './use-server-checks';
import './forms.css';

/**
 * Props of {@link SchemaForm}. `Id` is the screen id, taken from `screen`: the form data is that screen's
 * generated type (`ScreenData<Id>`, schemas/src/screens/generated/screen-data.ts).
 */
export interface SchemaFormProps<Id extends string> {
  /** `import * as screen from 'virtual:screen-validator/<id>'`. */
  screen: ScreenModule<Id>;
  /** Initial values (or, with `controlled`, the current values: the parent updates them in `onChange`). */
  formData?: Partial<ScreenData<Id>>;
  /** The parent owns the values (e.g. to clear one field when another changes). */
  controlled?: boolean;
  onChange?: (data: Partial<ScreenData<Id>>) => void;
  /** Called with the values once every rule passes (fields a setting cannot hide are present). */
  onSubmit: (data: ScreenData<Id>) => void;
  /** Server-side errors, per field (`{ username: { __errors: ['…'] } }`). */
  extraErrors?: ErrorSchema;
  disabled?: boolean;
  /** Submit label; defaults to the screen's `submit` text. */
  submitLabel?: string;
  /** Implementations of the screen's async server checks, by name. */
  serverChecks?: Readonly<Record<string, ServerCheck>>;
  /** Server-driven password rules for a `password-rules` field. */
  passwordRules?: PasswordRulesContext;
  /** id of the `<form>` element. */
  id?: string;
  /** No submit button in the form: a button elsewhere submits it with `form={id}` (a dialog's action row). */
  hideSubmit?: boolean;
  /** Disables only the submit button (e.g. while the form is invalid, see use-live-validity.ts). */
  submitDisabled?: boolean;
  /** Called when a submit is refused by the rules (after the first invalid field got focus). */
  onInvalid?: () => void;
  /**
   * Extra synchronous checks run with the screen's rules (on submit, then live): field → messages.
   * The password binding (`useNewPasswordBinding`) plugs in here.
   */
  validate?: (data: Partial<ScreenData<Id>>) => Readonly<Record<string, readonly string[]>>;
  /** Per-field uiSchema entries merged over the bound ones (e.g. `{ password: { 'ui:disabled': true } }`). */
  uiOverrides?: Readonly<Record<string, Record<string, unknown>>>;
  /**
   * Runtime option lists for fields whose screen-file `options.source` names them (e.g. `neededAgreements`).
   * Keep the object stable (useMemo): a new one re-binds the screen.
   */
  options?: RuntimeOptions;
  /** Buttons rendered instead of the screen's submit button (e.g. Save and Cancel shown only with unsaved changes). */
  children?: ReactNode;
}

/**
 * A form rendered from a screen file: bound to the current settings, validated by the screen's
 * precompiled validator plus the declarative rules, with the portal's accessible templates and widgets.
 */
export function SchemaForm<Id extends string>(props: SchemaFormProps<Id>) {
  const reader = useSettings();
  return (
    <FormErrorBoundary fallback={<ErrorBanner>{reader.text('forms.formFailed')}</ErrorBanner>}>
      <SchemaFormInner {...props} />
    </FormErrorBoundary>
  );
}

function SchemaFormInner<Id extends string>(props: SchemaFormProps<Id>) {
  const {
    screen,
    onChange,
    onSubmit,
    onInvalid,
    extraErrors,
    disabled,
    submitLabel,
    serverChecks,
    passwordRules,
    id,
    validate,
    uiOverrides,
    options,
    children,
  } = props;
  const reader = useSettings();
  const bound = useMemo(() => bindScreen(screen.screen, reader, options), [screen, reader, options]);
  const validator = validatorFor(screen);
  const [ownData, setFormData] = useState<Record<string, unknown>>(props.formData ?? {});
  const formData = props.controlled ? ((props.formData ?? {}) as Record<string, unknown>) : ownData;
  const [submitted, setSubmitted] = useState(false);
  const formRef = useRef<HTMLDivElement>(null);
  const checkErrors = useServerChecks(bound.serverChecks, serverChecks, formData);

  const uiSchema = useMemo(() => {
    const merged: Record<string, unknown> = {
      ...bound.uiSchema,
      'ui:submitButtonOptions': {
        submitText: submitLabel ?? bound.submitLabel ?? '',
        norender: props.hideSubmit === true,
        props: { disabled: props.submitDisabled === true },
      },
    };
    for (const [field, extra] of Object.entries(uiOverrides ?? {})) {
      const base = (bound.uiSchema[field] ?? {}) as Record<string, unknown>;
      const options = { ...(base['ui:options'] as object | undefined), ...(extra['ui:options'] as object | undefined) };
      merged[field] = { ...base, ...extra, 'ui:options': options };
    }
    return merged;
  }, [bound, submitLabel, uiOverrides, props.submitDisabled, props.hideSubmit]);
  const formContext: PortalFormContext = { reader, bound, formData, passwordRules };

  // Focus the first invalid field in display order (rjsf's own choice is the first error it found).
  const focusFirstInvalid = (errors: RJSFValidationError[]) => {
    const invalid = new Set(errors.map((e) => (e.property ?? '').replace(/^\./, '').split('.')[0]));
    const first = bound.fields.find((f) => invalid.has(f.name));
    if (first) formRef.current?.querySelector<HTMLElement>(`#root_${first.name}`)?.focus();
  };

  return (
    <div ref={formRef}>
      <Form
        id={id}
        schema={bound.schema as never}
        uiSchema={uiSchema}
        formData={formData}
        validator={validator}
        templates={portalTemplates}
        widgets={portalWidgets}
        formContext={formContext}
        noHtml5Validate
        showErrorList="top"
        liveValidate={submitted ? 'onChange' : undefined}
        extraErrors={mergeErrorSchemas(extraErrors, checkErrors)}
        extraErrorsBlockSubmit={Object.keys(checkErrors).length > 0}
        disabled={disabled}
        transformErrors={(errors) => translateSchemaErrors(errors, bound)}
        customValidate={(data, errors) => {
          // rjsf builds a handler only for keys present in the data; a field never touched gets one here.
          const handlers = errors as unknown as Record<string, { addError(m: string): void }>;
          const add = (field: string, message: string) =>
            (handlers[field] ??= createErrorHandler(undefined)).addError(message);
          for (const failure of runRules(bound.rules, data as Record<string, unknown>))
            add(failure.property.slice(1), failure.message);
          for (const [field, messages] of Object.entries(validate?.(data as Partial<ScreenData<Id>>) ?? {})) {
            for (const m of messages) add(field, m);
          }
          return errors;
        }}
        onChange={(e) => {
          setFormData(e.formData ?? {});
          onChange?.((e.formData ?? {}) as Partial<ScreenData<Id>>);
        }}
        onError={(errors) => {
          setSubmitted(true);
          focusFirstInvalid(errors);
          onInvalid?.();
        }}
        onSubmit={(e) => {
          setSubmitted(true);
          onSubmit(e.formData as ScreenData<Id>);
        }}
      >
        {children}
      </Form>
    </div>
  );
}
