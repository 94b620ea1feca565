import * as answerScreen from 'virtual:screen-validator/recoverySecretAnswer';
import { useState } from 'react';
import { SchemaForm } from '@/forms/schema-form';
import { useLiveValidity } from '@/forms/use-live-validity';
import { useSettings } from '@/settings/use-settings';

/** Props of {@link AnswerStep}. */
export interface AnswerStepProps {
  /** The secret question found in step 1. */
  question: string;
  onSubmit: (secretAnswer: string) => void;
  busy: boolean;
}

/**
 * Recovery step 2 with a secret question (access spec §2): the question and the secret-answer field
 * (with reveal toggle) from `schemas/screens/recoverySecretAnswer.json`, and the Verify button.
 */
export function AnswerStep({ question, onSubmit, busy }: AnswerStepProps) {
  const settings = useSettings();
  const [values, setValues] = useState<Record<string, unknown>>({});
  const live = useLiveValidity(answerScreen, values);
  return (
    <div onBlurCapture={live.onBlurCapture}>
      <p className="recovery-page__found">
        {settings.text('recovery.secretQuestionLabel')}: <strong>{question}</strong>
      </p>
      <SchemaForm
        id="recovery-answer-form"
        screen={answerScreen}
        formData={values}
        onChange={(data) => setValues(data)}
        extraErrors={live.touchedErrors}
        submitDisabled={busy || !live.valid}
        onSubmit={(data) => onSubmit(String(data.secretAnswer ?? ''))}
      />
    </div>
  );
}
