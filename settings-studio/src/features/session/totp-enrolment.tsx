import { ErrorBanner } from '@studio/ui/error-banner';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { EnrolmentConfirmed } from '@schemas/studio/studio-api';
import { confirmEnrolment, startEnrolment, type EnrolmentPlace } from '@studio/api/start-enrolment';
import { StudioApiError } from '@studio/api/studio-client';
import { CodeField } from './code-field';
import { QrPicture } from './qr-picture';

/** Props of the enrolment. */
export interface TotpEnrolmentProps {
  place: EnrolmentPlace;
  onConfirmed(result: EnrolmentConfirmed): void;
}

/** Sets up an authenticator app: the QR code or the secret as text, then a code from the app to confirm. */
export function TotpEnrolment({ place, onConfirmed }: TotpEnrolmentProps) {
  const [code, setCode] = useState('');
  const alertRef = useRef<HTMLParagraphElement>(null);
  const { mutate: start, ...started } = useMutation({ mutationFn: () => startEnrolment(place) });
  const confirm = useMutation({
    mutationFn: (value: string) => confirmEnrolment(place, value),
    onSuccess: onConfirmed,
  });
  const failed = started.error ?? confirm.error;
  const message =
    failed instanceof StudioApiError
      ? failed.message
      : failed
        ? 'Setting up the authenticator app failed. Try again.'
        : null;

  // One key per enrolment: a second start (StrictMode runs effects twice) would replace the one on screen.
  const startedOnce = useRef(false);
  useEffect(() => {
    if (startedOnce.current) return;
    startedOnce.current = true;
    start();
  }, [start]);
  useEffect(() => {
    if (message) alertRef.current?.focus();
  }, [message, confirm.submittedAt]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() !== '') confirm.mutate(code.trim());
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="enrol-title" className="totp-enrolment">
      <h2 id="enrol-title">Set up your authenticator app</h2>
      <p>
        Scan this QR code with an authenticator app, or type the key below into it. Then enter the code the app shows.
      </p>
      {message ? (
        <ErrorBanner className="sign-in__error" tabIndex={-1} ref={alertRef}>
          {message}
        </ErrorBanner>
      ) : null}
      {started.data ? (
        <>
          <QrPicture qr={started.data.qr} label="QR code of your authenticator key" />
          <p>
            Key: <code className="totp-enrolment__secret">{started.data.secret.replace(/(.{4})/g, '$1 ').trim()}</code>
          </p>
          <CodeField label="Code from the app" value={code} onChange={setCode} />
          <button type="submit" disabled={confirm.isPending}>
            {confirm.isPending ? 'Checking…' : 'Confirm'}
          </button>
        </>
      ) : started.isPending ? (
        <p>Making your key…</p>
      ) : null}
    </form>
  );
}
