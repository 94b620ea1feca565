import * as securityScreen from 'virtual:screen-validator/registrationSecurity';
import { SchemaForm } from '@/forms/schema-form';
import { useSettings } from '@/settings/use-settings';
import { useMemo } from 'react';
import { ChoiceSelectWidget } from './choice-select-widget';
import { allowedQuestions } from './registration-rules';

/** Props of {@link SecuritySection}. */
export interface SecuritySectionProps {
  data: Record<string, unknown>;
  onChange: (data: Record<string, unknown>) => void;
  onContinue: (data: Record<string, unknown>) => void;
  disabled: boolean;
}

/**
 * Section security: place of birth, driver's license, mother's maiden name when shown; the secret question
 * from the preset list filtered to the allowed characters, or a free question with useCustomSecurityQuestion;
 * none of the question fields when recoverCredentialsWithoutQuestion is on.
 */
export function SecuritySection({ data, onChange, onContinue, disabled }: SecuritySectionProps) {
  const settings = useSettings();
  const custom = settings.flag('access.useCustomSecurityQuestion');
  const noQuestion = settings.flag('access.recoverCredentialsWithoutQuestion');
  const uiOverrides = useMemo(() => {
    const hidden = { 'ui:widget': 'hidden' };
    if (noQuestion) return { secretQuestion: hidden, secretAnswer: hidden };
    const required = { 'ui:options': { required: true } };
    if (custom) return { secretQuestion: { 'ui:title': settings.text('secretQuestion.customQuestionLabel'), ...required }, secretAnswer: required };
    const choices = allowedQuestions(settings.list('secretQuestion.questions')).map((q) => ({ value: q, label: q }));
    return { secretQuestion: { 'ui:widget': ChoiceSelectWidget, 'ui:options': { required: true, choices } }, secretAnswer: required };
  }, [custom, noQuestion, settings]);

  const validate = (values: Record<string, unknown>) => {
    if (noQuestion) return {};
    // The two modes word their required messages differently (spec §5 "Registration, security").
    const out: Record<string, string[]> = {};
    if (!values.secretQuestion) out.secretQuestion = [settings.text(custom ? 'secretQuestion.customQuestionRequired' : 'secretQuestion.questionRequired')];
    if (!values.secretAnswer) out.secretAnswer = [settings.text(custom ? 'secretQuestion.customAnswerRequired' : 'secretQuestion.registrationAnswerRequired')];
    return out;
  };

  return (
    <SchemaForm<Record<string, unknown>>
      id="registration-security"
      screen={securityScreen}
      controlled
      formData={data}
      uiOverrides={uiOverrides}
      validate={validate}
      disabled={disabled}
      onChange={onChange}
      onSubmit={onContinue}
    />
  );
}
