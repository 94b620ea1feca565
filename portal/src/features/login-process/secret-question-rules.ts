/**
 * Secret question set-up rules (access spec §5 "Secret question step"): question required, answer
 * required and limited to the allowed characters; preset questions filtered by the same pattern.
 * Pure: values in, catalogue keys out.
 */
import { isSafeText } from '@schemas/rules/safe-input';
import type { SettingKey } from '@schemas/settings/generated/setting-key';

/** The entered values. */
export interface SecretQuestionValues {
  question: string;
  answer: string;
}

/** Errors per field (catalogue keys). */
export type SecretQuestionErrors = Partial<Record<keyof SecretQuestionValues, SettingKey>>;

/** Preset questions the user may pick: non-empty ones whose characters are all allowed. */
export function allowedQuestions(questions: readonly string[]): string[] {
  return questions.map((q) => q.trim()).filter((q) => q !== '' && isSafeText(q));
}

/** Validates the step; `custom` is the custom-question mode (access.useCustomSecurityQuestion). */
export function validateSecretQuestion(values: SecretQuestionValues, custom: boolean): SecretQuestionErrors {
  const errors: SecretQuestionErrors = {};
  if (values.question.trim() === '') errors.question = custom ? 'secretQuestion.customQuestionRequired' : 'secretQuestion.questionRequired';
  if (values.answer.trim() === '') errors.answer = custom ? 'secretQuestion.customAnswerRequired' : 'secretQuestion.answerRequired';
  else if (!isSafeText(values.answer)) errors.answer = 'secretQuestion.answerInvalid';
  return errors;
}
