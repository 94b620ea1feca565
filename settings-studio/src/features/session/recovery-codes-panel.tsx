import { useEffect, useRef } from 'react';

/** Props of the recovery codes panel. */
export interface RecoveryCodesPanelProps {
  codes: readonly string[];
  /** The button after the codes, e.g. "Continue to the studio". */
  doneLabel: string;
  onDone(): void;
}

/** The recovery codes, shown this once (the server keeps only their hashes). */
export function RecoveryCodesPanel({ codes, doneLabel, onDone }: RecoveryCodesPanelProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section aria-labelledby="recovery-codes-title" className="recovery-codes">
      <h2 id="recovery-codes-title" tabIndex={-1} ref={headingRef}>
        Your recovery codes
      </h2>
      <p>
        Keep these codes somewhere safe. Each one signs you in once if you lose your authenticator app. They are shown
        only now.
      </p>
      <ul className="recovery-codes__list">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <button type="button" onClick={onDone}>
        {doneLabel}
      </button>
    </section>
  );
}
