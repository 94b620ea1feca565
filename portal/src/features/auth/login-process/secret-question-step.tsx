/**
 * Step 4: secret question set-up (access spec §4, §5 "Secret question step"), rendered from
 * `schemas/screens/secretQuestion.json`: a preset question (list filtered by the allowed characters) or,
 * with useCustomSecurityQuestion, a question of the user's own; the answer must use the allowed characters.
 */
import * as screen from 'virtual:screen-validator/secretQuestion';
import { useSetPasswordQuestion } from '@/api/auth/set-password-question';
import { SchemaForm } from '@/forms/schema-form';
import { secretQuestionErrorKey } from './step-errors';
import { StepFrame } from './step-frame';
import { endProcessIfUnauthorized, useStep } from './use-step';

interface SecretQuestionValues extends Record<string, unknown> {
  question: string;
  answer: string;
}

/** The secret question step. */
export function SecretQuestionStep() {
  const { settings, login, errorText, complete, cancel } = useStep();
  const save = useSetPasswordQuestion();
  const busy = save.isPending;
  const error = errorText(save.error, () => secretQuestionErrorKey);

  const submit = (values: SecretQuestionValues) =>
    save.mutate(
      { PasswordQuestion: values.question.trim(), PasswordAnswer: values.answer, UserToken: login.UserToken ?? '' },
      { onSuccess: () => void complete({ HasPasswordQuestion: true }), onError: endProcessIfUnauthorized },
    );

  return (
    <StepFrame
      heading={settings.text('secretQuestion.heading')}
      error={error}
      onCancel={() => void cancel()}
      busy={busy}
    >
      <SchemaForm id="secret-question-form" screen={screen} disabled={busy} onSubmit={submit} />
    </StepFrame>
  );
}
