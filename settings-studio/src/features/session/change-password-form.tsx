import { ErrorBanner } from '@studio/ui/error-banner';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { changePassword } from '@studio/api/change-password';
import { StudioApiError } from '@studio/api/studio-client';

const empty = { currentPassword: '', newPassword: '', newPasswordAgain: '' };

/**
 * The own password: the current one, the new one twice; the server checks strength and ends the member's other
 * sessions.
 */
export function ChangePasswordForm() {
  const [fields, setFields] = useState(empty);
  const [localProblem, setLocalProblem] = useState<string | null>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const ids = { current: useId(), next: useId(), again: useId() };
  const mutation = useMutation({ mutationFn: changePassword, onSuccess: () => setFields(empty) });
  const problem =
    localProblem ??
    (mutation.error instanceof StudioApiError
      ? mutation.error.message
      : mutation.error
        ? 'Changing the password failed. Try again.'
        : null);

  useEffect(() => {
    if (problem || mutation.isSuccess) statusRef.current?.focus();
  }, [problem, mutation.isSuccess, mutation.submittedAt]);

  const set = (name: keyof typeof empty) => (value: string) => setFields((f) => ({ ...f, [name]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (Object.values(fields).some((v) => v === '')) return setLocalProblem('Fill in all three passwords.');
    if (fields.newPassword !== fields.newPasswordAgain)
      return setLocalProblem('The two new passwords are not the same.');
    setLocalProblem(null);
    mutation.mutate(fields);
  };

  return (
    <form className="account__form" onSubmit={submit} noValidate aria-labelledby="change-password-title">
      <h2 id="change-password-title">Change your password</h2>
      {problem ? (
        <ErrorBanner className="sign-in__error" tabIndex={-1} ref={statusRef}>
          {problem}
        </ErrorBanner>
      ) : mutation.isSuccess ? (
        <p className="sign-in__notice" role="status" tabIndex={-1} ref={statusRef}>
          Your password is changed. Your other sessions have ended.
        </p>
      ) : null}
      <label htmlFor={ids.current}>Current password</label>
      <input
        id={ids.current}
        type="password"
        autoComplete="current-password"
        value={fields.currentPassword}
        onChange={(e) => set('currentPassword')(e.target.value)}
      />
      <label htmlFor={ids.next}>New password</label>
      <input
        id={ids.next}
        type="password"
        autoComplete="new-password"
        value={fields.newPassword}
        onChange={(e) => set('newPassword')(e.target.value)}
      />
      <label htmlFor={ids.again}>New password again</label>
      <input
        id={ids.again}
        type="password"
        autoComplete="new-password"
        value={fields.newPasswordAgain}
        onChange={(e) => set('newPasswordAgain')(e.target.value)}
      />
      <p className="sign-in__hint">At least 12 characters, hard to guess: a phrase of unrelated words works well.</p>
      <button type="submit" disabled={mutation.isPending}>
        {mutation.isPending ? 'Changing…' : 'Change password'}
      </button>
    </form>
  );
}
