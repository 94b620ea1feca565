import Form from '@rjsf/core';
import type { ErrorSchema, RJSFValidationError } from '@rjsf/utils';
import { bindScreen } from '@schemas/screens/bind-screen';
import { runRules } from '@schemas/screens/rule-interpreter';
import { translateSchemaErrors } from '@schemas/screens/schema-errors';
import { useSettings } from '@/settings/use-settings';
import { useMemo, useRef, useState } from 'react';
import type { PasswordRulesContext, PortalFormContext } from './form-context';
import { FormErrorBoundary } from './form-error-boundary';
import { portalTemplates, portalWidgets } from './registry';
import { validatorFor, type ScreenModule } from './screen-module';
import { mergeErrorSchemas, useServerChecks, type ServerCheck } from './use-server-checks';
import './forms.css';

/** Props of {@link SchemaForm}. */
export interface SchemaFormProps<T extends Record<string, unknown>> {
  /** `import * as screen from 'virtual:screen-validator/<id>'`. */
  screen: ScreenModule;
  /** Initial values. */
  formData?: Partial<T>;
  onChange?: (data: Partial<T>) => void;
  /** Called with the values once every rule passes. */
  onSubmit: (data: T) => void;
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
}

/**
 * A form rendered from a screen file: bound to the current settings, validated by the screen's
 * precompiled validator plus the declarative rules, with the portal's accessible templates and widgets.
 */
export function SchemaForm<T extends Record<string, unknown>>(props: SchemaFormProps<T>) {
  const reader = useSettings();
  return (
    <FormErrorBoundary fallback={<p role="alert">{reader.text('forms.formFailed')}</p>}>
      <SchemaFormInner {...props} />
    </FormErrorBoundary>
  );
}

function SchemaFormInner<T extends Record<string, unknown>>(props: SchemaFormProps<T>) {
  const { screen, onChange, onSubmit, extraErrors, disabled, submitLabel, serverChecks, passwordRules, id } = props;
  const reader = useSettings();
  const bound = useMemo(() => bindScreen(screen.screen, reader), [screen, reader]);
  const validator = validatorFor(screen);
  const [formData, setFormData] = useState<Record<string, unknown>>(props.formData ?? {});
  const [submitted, setSubmitted] = useState(false);
  const formRef = useRef<HTMLDivElement>(null);
  const checkErrors = useServerChecks(bound.serverChecks, serverChecks, formData);

  const uiSchema = useMemo(
    () => ({ ...bound.uiSchema, 'ui:submitButtonOptions': { submitText: submitLabel ?? bound.submitLabel ?? '' } }),
    [bound, submitLabel],
  );
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
          for (const failure of runRules(bound.rules, data as Record<string, unknown>)) {
            const field = failure.property.slice(1);
            (errors as unknown as Record<string, { addError(m: string): void }>)[field]?.addError(failure.message);
          }
          return errors;
        }}
        onChange={(e) => {
          setFormData(e.formData ?? {});
          onChange?.((e.formData ?? {}) as Partial<T>);
        }}
        onError={(errors) => {
          setSubmitted(true);
          focusFirstInvalid(errors);
        }}
        onSubmit={(e) => {
          setSubmitted(true);
          onSubmit(e.formData as T);
        }}
      />
    </div>
  );
}
