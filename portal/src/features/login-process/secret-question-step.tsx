/**
 * Step 4: secret question set-up (access spec §4, §5 "Secret question step"), rendered from
 * `schemas/screens/secretQuestion.json`: a preset question (list filtered by the allowed characters) or,
 * with useCustomSecurityQuestion, a question of the user's own; the answer must use the allowed characters.
 */
import * as screen from 'virtual:screen-validator/secretQuestion';
import { setPasswordQuestion } from '@/api/auth/login-process-calls';
import { SchemaForm } from '@/forms/schema-form';
import { secretQuestionErrorKey } from './step-errors';
import { StepFrame } from './step-frame';
import { useStep } from './use-step';

interface SecretQuestionValues extends Record<string, unknown> {
  question: string;
  answer: string;
}

/** The secret question step. */
export function SecretQuestionStep() {
  const { settings, login, busy, error, run, complete, cancel } = useStep();

  const submit = async (values: SecretQuestionValues) => {
    const token = login.UserToken ?? '';
    const ok = await run(
      () => setPasswordQuestion({ PasswordQuestion: values.question.trim(), PasswordAnswer: values.answer, UserToken: token }).then(() => true),
      () => secretQuestionErrorKey,
    );
    if (ok) await complete({ HasPasswordQuestion: true });
  };

  return (
    <StepFrame heading={settings.text('secretQuestion.heading')} error={error} onCancel={() => void cancel()} busy={busy}>
      <SchemaForm id="secret-question-form" screen={screen} disabled={busy} onSubmit={(v) => void submit(v)} />
    </StepFrame>
  );
}
