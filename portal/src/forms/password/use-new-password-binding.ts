import type { ErrorSchema } from '@rjsf/utils';
import { checkPassword, confirmPasswordError, type PasswordPolicy } from '@schemas/rules/password-policy';
import { useSettings } from '@/settings/use-settings';
import { useCallback, useMemo } from 'react';
import type { PasswordRulesContext } from '../form-context';
import {
  defaultPasswordMessages,
  ruleMessageId,
  type PasswordMessageId,
  type PasswordMessageKeys,
} from './password-messages';
import { useAsyncPasswordChecks, type AsyncCheckSource } from './use-async-password-checks';
import { usePasswordValidationRuleList } from './use-password-validation-rule-list';

/** How a screen's new-password (and confirm) fields are wired; see docs/decisions/095-password-fields.md. */
export interface NewPasswordBindingConfig {
  /** The form's current values (SchemaForm `onChange`). */
  formData: Record<string, unknown>;
  /** Field of the new password (default `password`). */
  passwordField?: string;
  /** Field of the confirmation; omit when the screen has none (e.g. registration without useConfirmPassword). */
  confirmField?: string;
  /** The user name to keep out of the password: a field of the form, or a fixed value. */
  usernameField?: string;
  username?: string;
  /** SSN and e-mail to keep out of the password (legacy containsSSN; local checks). */
  ssnField?: string;
  emailField?: string;
  /** Fixed SSN / e-mail when they are not fields of this form (registration's logon section). */
  ssn?: string;
  email?: string;
  /** Who answers the async checks (omit: none). */
  asyncCheck?: AsyncCheckSource;
  /** Overrides the 12/128 maximum (activation: 127). */
  maximumLength?: number;
  /** Catalogue keys per message id, over {@link defaultPasswordMessages}. */
  messages?: PasswordMessageKeys;
  /** Legacy mode only, over `messages` (a text that names the legacy 12-character limit in words). */
  legacyMessages?: PasswordMessageKeys;
}

/** What a screen passes on to `<SchemaForm>` (spread `binding.formProps`). */
export interface NewPasswordFormProps {
  validate: (data: Record<string, unknown>) => Record<string, string[]>;
  extraErrors: ErrorSchema | undefined;
  passwordRules: PasswordRulesContext | undefined;
}

/** The binding: policy, rule-list context, synchronous validation and async results. */
export interface NewPasswordBinding {
  policy: PasswordPolicy;
  showRuleList: boolean;
  ready: boolean;
  /** Error keys of the async checks for the current password. */
  serverErrors: readonly string[];
  formProps: NewPasswordFormProps;
}

const str = (v: unknown) => (v === undefined || v === null ? '' : String(v));

/**
 * The reusable "new password + confirm" binding: one policy (schemas/src/rules/password-policy.ts) for
 * every new-password field. Legacy mode shows one message per failed legacy rule; rules mode shows the
 * rule list under the field, the general message, then the error-key message of each unmet rule (so a
 * screen reader hears what is missing from the field's description, not only that something is).
 * Async results arrive as `extraErrors`.
 */
export function useNewPasswordBinding(config: NewPasswordBindingConfig): NewPasswordBinding {
  const reader = useSettings();
  const { policy, showRuleList, ready } = usePasswordValidationRuleList({ maximumLength: config.maximumLength });
  const passwordField = config.passwordField ?? 'password';
  const { formData, confirmField, usernameField, ssnField, emailField, messages, legacyMessages } = config;
  const password = str(formData[passwordField]);
  const asyncSource: AsyncCheckSource | undefined = config.asyncCheck;
  const serverErrors = useAsyncPasswordChecks(password, policy, asyncSource);

  const text = useCallback(
    (id: PasswordMessageId) => {
      const key =
        (policy.mode === 'legacy' ? legacyMessages?.[id] : undefined) ?? messages?.[id] ?? defaultPasswordMessages[id];
      const n = id === 'tooLong' ? policy.maximumLength : policy.minimumLength;
      // `{n}` in the passwordRules texts, `{}` in the passwordChange ones (spec wording).
      return reader.text(key, { n, '': n });
    },
    [reader, messages, legacyMessages, policy.mode, policy.maximumLength, policy.minimumLength],
  );

  const validate = useCallback(
    (data: Record<string, unknown>) => {
      const value = str(data[passwordField]);
      const subject = {
        username: usernameField ? str(data[usernameField]) : config.username,
        ssn: ssnField ? str(data[ssnField]) : config.ssn,
        email: emailField ? str(data[emailField]) : config.email,
        serverErrors: value === password ? serverErrors : [],
      };
      const result = checkPassword(value, policy, subject);
      const out: Record<string, string[]> = {};
      const list: string[] = [];
      if (result.legacy.includes('required')) list.push(text('required'));
      else if (policy.mode === 'rules' && !result.valid) {
        list.push(text('requirementsNotMet'));
        // Async results already show through `extraErrors`; repeating them here would say them twice.
        const shown: readonly string[] = subject.serverErrors;
        for (const s of result.statuses) if (!s.met && !shown.includes(s.errorKey)) list.push(text(ruleMessageId(s)));
      } else for (const key of [...result.legacy, ...subject.serverErrors]) list.push(text(key as PasswordMessageId));
      if (list.length) out[passwordField] = [...new Set(list)];
      if (confirmField) {
        const problem = confirmPasswordError(value, str(data[confirmField]));
        if (problem) out[confirmField] = [text(problem)];
      }
      return out;
    },
    [
      passwordField,
      usernameField,
      ssnField,
      emailField,
      confirmField,
      config.username,
      config.ssn,
      config.email,
      password,
      serverErrors,
      policy,
      text,
    ],
  );

  const extraErrors = useMemo(
    () =>
      serverErrors.length
        ? ({ [passwordField]: { __errors: serverErrors.map((k) => text(k as PasswordMessageId)) } } as ErrorSchema)
        : undefined,
    [serverErrors, passwordField, text],
  );
  const passwordRules = useMemo<PasswordRulesContext | undefined>(
    () =>
      showRuleList
        ? {
            rules: policy.rules,
            minimumLength: policy.minimumLength,
            usernameField,
            username: config.username,
            serverErrors,
          }
        : undefined,
    [showRuleList, policy, usernameField, config.username, serverErrors],
  );
  return { policy, showRuleList, ready, serverErrors, formProps: { validate, extraErrors, passwordRules } };
}
