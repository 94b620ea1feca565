/**
 * Step 4: secret question set-up (access spec §4, §5 "Secret question step"): a preset question
 * (list filtered by the allowed characters) or, with useCustomSecurityQuestion, a question of the
 * user's own; the answer must use the allowed characters.
 */
import { useRef, useState, type FormEvent } from 'react';
import { setPasswordQuestion } from '@/api/auth/login-process-calls';
import { secretQuestionErrorKey } from './step-errors';
import { allowedQuestions, validateSecretQuestion, type SecretQuestionErrors } from './secret-question-rules';
import { StepFrame } from './step-frame';
import { useStep } from './use-step';

/** The secret question step. */
export function SecretQuestionStep() {
  const { settings, login, busy, error, run, complete, cancel } = useStep();
  const custom = settings.flag('access.useCustomSecurityQuestion');
  const questions = allowedQuestions(settings.list('secretQuestion.questions'));
  const [question, setQuestion] = useState('');
  const [answer, setAnswer] = useState('');
  const [errors, setErrors] = useState<SecretQuestionErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const check = (q: string, a: string) => (submitted ? setErrors(validateSecretQuestion({ question: q, answer: a }, custom)) : undefined);
  const changeQuestion = (value: string) => {
    setQuestion(value);
    check(value, answer);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateSecretQuestion({ question, answer }, custom);
    setErrors(found);
    const first = found.question ? 'sq-question' : found.answer ? 'sq-answer' : null;
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`#${first}`)?.focus();
      return;
    }
    const token = login.UserToken ?? '';
    const ok = await run(
      () => setPasswordQuestion({ PasswordQuestion: question.trim(), PasswordAnswer: answer, UserToken: token }).then(() => true),
      () => secretQuestionErrorKey,
    );
    if (ok) await complete({ HasPasswordQuestion: true });
  };

  const aria = (field: keyof SecretQuestionErrors, id: string) =>
    errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}__error` } : {};
  const fieldError = (field: keyof SecretQuestionErrors, id: string) =>
    errors[field] ? (
      <p className="form-field__error" id={`${id}__error`}>
        {settings.text(errors[field])}
      </p>
    ) : null;

  return (
    <StepFrame heading={settings.text('secretQuestion.heading')} error={error} onCancel={() => void cancel()} busy={busy}>
      <form ref={formRef} id="secret-question-form" noValidate onSubmit={(e) => void submit(e)}>
        <div className={`form-field${errors.question ? ' form-field--invalid' : ''}`}>
          <label className="form-field__label" htmlFor="sq-question">
            {settings.text(custom ? 'secretQuestion.customQuestionLabel' : 'secretQuestion.questionLabel')}
          </label>
          {custom ? (
            <input
              id="sq-question"
              className="form-field__input"
              type="text"
              maxLength={200}
              value={question}
              disabled={busy}
              {...aria('question', 'sq-question')}
              onChange={(e) => changeQuestion(e.target.value)}
            />
          ) : (
            <select
              id="sq-question"
              className="form-field__input"
              value={question}
              disabled={busy}
              {...aria('question', 'sq-question')}
              onChange={(e) => changeQuestion(e.target.value)}
            >
              <option value="">{settings.text('secretQuestion.questionRequired')}</option>
              {questions.map((q) => (
                <option key={q} value={q}>
                  {q}
                </option>
              ))}
            </select>
          )}
          {fieldError('question', 'sq-question')}
        </div>
        <div className={`form-field${errors.answer ? ' form-field--invalid' : ''}`}>
          <label className="form-field__label" htmlFor="sq-answer">
            {settings.text('secretQuestion.answerLabel')}
          </label>
          <input
            id="sq-answer"
            className="form-field__input"
            type="text"
            autoComplete="off"
            maxLength={200}
            value={answer}
            disabled={busy}
            {...aria('answer', 'sq-answer')}
            onChange={(e) => {
              setAnswer(e.target.value);
              check(question, e.target.value);
            }}
          />
          {fieldError('answer', 'sq-answer')}
        </div>
        <button type="submit" className="button button--primary" disabled={busy}>
          {settings.text('secretQuestion.submitButton')}
        </button>
      </form>
    </StepFrame>
  );
}
