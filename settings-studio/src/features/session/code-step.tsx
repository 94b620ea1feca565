import { ErrorBanner } from '@studio/ui/error-banner';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { StudioSession } from '@schemas/studio/studio-api';
import { submitSignInCode } from '@studio/api/submit-sign-in-code';
import { StudioApiError } from '@studio/api/studio-client';
import { CodeField } from './code-field';

/** Props of the code step. */
export interface CodeStepProps {
  onSession(session: StudioSession): void;
  /** Back to name and password (the pending sign-in ended). */
  onRestart(): void;
}

/** The second step of a sign-in: the code from the authenticator app, or a recovery code. */
export function CodeStep({ onSession, onRestart }: CodeStepProps) {
  const [code, setCode] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const mutation = useMutation({ mutationFn: submitSignInCode, onSuccess: onSession });
  const message =
    mutation.error instanceof StudioApiError
      ? mutation.error.message
      : mutation.error
        ? 'Checking the code failed. Try again.'
        : null;

  useEffect(() => headingRef.current?.focus(), []);
  useEffect(() => {
    if (message) alertRef.current?.focus();
  }, [message, mutation.submittedAt]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() !== '') mutation.mutate({ code: code.trim() });
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="code-step-title" className="sign-in__step">
      <h2 id="code-step-title" tabIndex={-1} ref={headingRef}>
        Enter your code
      </h2>
      {message ? (
        <ErrorBanner className="sign-in__error" tabIndex={-1} ref={alertRef}>
          {message}
        </ErrorBanner>
      ) : null}
      <CodeField label="Code" value={code} onChange={setCode} allowRecovery />
      <button type="submit" disabled={mutation.isPending}>
        {mutation.isPending ? 'Checking…' : 'Continue'}
      </button>
      <button type="button" className="sign-in__link-button" onClick={onRestart}>
        Start again with user name and password
      </button>
    </form>
  );
}
