import { useState } from 'react';
import type { EnrolmentConfirmed, StudioSession } from '@schemas/studio/studio-api';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { TotpEnrolment } from './totp-enrolment';

/**
 * A publisher who must have a second factor sets it up before reaching the studio, then sees the recovery codes once.
 */
export function EnrolStep({ onSession }: { onSession(session: StudioSession): void }) {
  const [confirmed, setConfirmed] = useState<EnrolmentConfirmed | null>(null);
  if (confirmed?.session) {
    const session = confirmed.session;
    return (
      <RecoveryCodesPanel
        codes={confirmed.recoveryCodes}
        doneLabel="Continue to the studio"
        onDone={() => onSession(session)}
      />
    );
  }
  return (
    <>
      <p className="sign-in__notice">Publishers sign in with a second factor. Set it up now to continue.</p>
      <TotpEnrolment place="sign-in" onConfirmed={setConfirmed} />
    </>
  );
}
