import type { WidgetProps } from '@rjsf/utils';
import { evaluatePasswordRules, type PasswordRuleId } from '@schemas/rules/password-rules';
import type { SettingKey } from '@schemas/settings/generated/setting-key';
import { portalContext } from '../form-context';
import { PasswordInput } from './password-input';

const ruleText: Record<PasswordRuleId, SettingKey> = {
  MinimumLength: 'forms.ruleMinimumLength',
  MustContainCapitalLetter: 'forms.ruleCapitalLetter',
  MustContainLowercaseLetter: 'forms.ruleLowercaseLetter',
  MustContainLetter: 'forms.ruleLetter',
  MustContainNumber: 'forms.ruleNumber',
  MustContainSpecialCharacter: 'forms.ruleSpecialCharacter',
  CannotMatchSSN: 'forms.ruleNotSsn',
  CannotMatchEmail: 'forms.ruleNotEmail',
  CannotContainConsecutiveCharacters: 'forms.ruleNoConsecutive',
  CannotEqualPortionOfLogon: 'forms.ruleNotPortionOfLogon',
  CannotContainLogon: 'forms.ruleNotContainLogon',
  CannotBePreviousPassword: 'forms.ruleNotPrevious',
};

/**
 * rjsf widget `password-rules`: the password input (with reveal) and the rule list, each rule shown met or
 * unmet in words as well as by its mark, so the state does not rest on colour. The rules come from the
 * server through `formContext.passwordRules`.
 */
export function PasswordRulesWidget(props: WidgetProps) {
  const { reader, formData, passwordRules } = portalContext(props.registry.formContext);
  const listId = `${props.id}__rules`;
  const username = passwordRules?.usernameField
    ? String(formData[passwordRules.usernameField] ?? '')
    : passwordRules?.username;
  const statuses = passwordRules
    ? evaluatePasswordRules(String(props.value ?? ''), passwordRules.rules, {
        minimumLength: passwordRules.minimumLength,
        username,
        serverErrors: passwordRules.serverErrors,
      })
    : [];
  return (
    <>
      <PasswordInput widget={props} describedBy={statuses.length ? [listId] : []} />
      {statuses.length > 0 && (
        <div className="password-rules" id={listId}>
          <p className="password-rules__title">{reader.text('forms.passwordRulesTitle')}</p>
          <ul>
            {statuses.map((s) => (
              <li key={s.id} className={s.met ? 'password-rules__rule--met' : 'password-rules__rule--unmet'}>
                <span aria-hidden="true">{s.met ? '✓ ' : '✗ '}</span>
                {reader.text(ruleText[s.id], { n: passwordRules?.minimumLength ?? 0 })}
                {` (${reader.text(s.met ? 'forms.ruleMet' : 'forms.ruleUnmet')})`}
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
