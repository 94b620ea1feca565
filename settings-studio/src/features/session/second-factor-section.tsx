import { useState } from 'react';
import type { EnrolmentConfirmed } from '@schemas/studio/studio-api';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { TotpEnrolment } from './totp-enrolment';

/** Setting up (or replacing) the own authenticator app; after it, every sign-in asks for its code. */
export function SecondFactorSection() {
  const [phase, setPhase] = useState<'idle' | 'enrolling' | 'done'>('idle');
  const [confirmed, setConfirmed] = useState<EnrolmentConfirmed | null>(null);
  return (
    <section className="account__form" aria-labelledby="second-factor-title">
      <h2 id="second-factor-title">Authenticator app</h2>
      {phase === 'idle' ? (
        <>
          <p>
            With an authenticator app, signing in also asks for the 6-digit code it shows. Setting up a new app replaces
            the old one and its recovery codes.
          </p>
          <button type="button" onClick={() => setPhase('enrolling')}>
            Set up an authenticator app
          </button>
        </>
      ) : null}
      {phase === 'enrolling' && !confirmed ? <TotpEnrolment place="signed-in" onConfirmed={setConfirmed} /> : null}
      {confirmed && phase === 'enrolling' ? (
        <RecoveryCodesPanel
          codes={confirmed.recoveryCodes}
          doneLabel="I have kept the codes"
          onDone={() => setPhase('done')}
        />
      ) : null}
      {phase === 'done' ? (
        <p role="status">Your authenticator app is set up. The next sign-in asks for its code.</p>
      ) : null}
    </section>
  );
}
