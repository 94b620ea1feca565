import { ErrorBanner } from '@studio/ui/error-banner';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { SecondFactorStep } from '@schemas/studio/studio-api';
import { isSecondFactorStep, signIn } from '@studio/api/sign-in';
import { StudioApiError } from '@studio/api/studio-client';
import { CodeStep } from './code-step';
import { EnrolStep } from './enrol-step';
import { useOpenSession } from './use-open-session';
import { studioTitle } from '@studio/ui/studio-title';
import './sign-in-page.css';

/** Messages per status: what the staff member can do about it. */
function messageFor(error: unknown): string {
  if (error instanceof StudioApiError) {
    if (error.status === 401) return 'The user name or password is not correct.';
    // The server's sentence says how long to wait (the sign-in limits, not a lock of the account).
    if (error.status === 429) return error.message;
    if (error.status === 0) return error.message;
  }
  return 'Signing in failed. Try again.';
}

/** Props of the sign-in page. */
export interface SignInPageProps {
  /** Shown above the form, e.g. when a session ended. */
  notice?: string;
}

/** Staff sign-in: user name and password, then the second factor when the server asks for it. */
export function SignInPage({ notice }: SignInPageProps) {
  const [step, setStep] = useState<SecondFactorStep['secondFactor'] | null>(null);
  const openSession = useOpenSession();
  useEffect(() => void (document.title = studioTitle('Sign in')), []);
  return (
    <main className="sign-in">
      <div className="sign-in__card">
        <h1 id="sign-in-title">Settings Studio</h1>
        {step === 'code' ? <CodeStep onSession={openSession} onRestart={() => setStep(null)} /> : null}
        {step === 'enrol' ? <EnrolStep onSession={openSession} /> : null}
        {step === null ? <PasswordStep notice={notice} onSecondFactor={setStep} /> : null}
      </div>
    </main>
  );
}

function PasswordStep({
  notice,
  onSecondFactor,
}: SignInPageProps & { onSecondFactor(step: SecondFactorStep['secondFactor']): void }) {
  const openSession = useOpenSession();
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const nameId = useId();
  const passwordId = useId();
  const mutation = useMutation({
    mutationFn: signIn,
    onSuccess: (answer) => (isSecondFactorStep(answer) ? onSecondFactor(answer.secondFactor) : openSession(answer)),
  });
  const message = missing ? 'Enter your user name and password.' : mutation.isError ? messageFor(mutation.error) : null;

  useEffect(() => {
    if (message) alertRef.current?.focus();
  }, [message, mutation.failureCount, mutation.submittedAt]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (userName.trim() === '' || password === '') return setMissing(true);
    setMissing(false);
    mutation.mutate({ userName: userName.trim(), password });
  };

  return (
    <>
      <form className="sign-in__step" onSubmit={submit} noValidate aria-labelledby="sign-in-title">
        <p className="sign-in__lead">
          Staff sign-in. Borrowers sign in to the <a href="/">portal</a>.
        </p>
        {notice && !message ? <p className="sign-in__notice">{notice}</p> : null}
        {message ? (
          <ErrorBanner className="sign-in__error" tabIndex={-1} ref={alertRef}>
            {message}
          </ErrorBanner>
        ) : null}
        <label htmlFor={nameId}>User name</label>
        <input
          id={nameId}
          name="username"
          autoComplete="username"
          value={userName}
          onChange={(e) => setUserName(e.target.value)}
        />
        <label htmlFor={passwordId}>Password</label>
        <input
          id={passwordId}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
      <details className="sign-in__first-account">
        <summary>No staff account yet?</summary>
        <p>
          Staff accounts are made on the server by whoever runs it. The first publisher is added with{' '}
          <code>npm run staff -- add NAME --role publisher</code>, which asks for the password;{' '}
          <code>npm run staff -- list</code> shows the others.
        </p>
      </details>
    </>
  );
}
