/** The frame every login-process step shares: heading (the page's h1), instructions, one alert, the form and Cancel. */
import type { ReactNode } from 'react';
import { useSettings } from '@/settings/use-settings';
import { LiveMessage } from '@/ui/live-message';

/** Props of {@link StepFrame}. */
export interface StepFrameProps {
  heading: string;
  instructions?: string;
  /** Error text, announced as an alert. */
  error?: string | null;
  /** Polite status text (e.g. "A new security code has been sent."). */
  status?: string | null;
  onCancel: () => void;
  /** Disables Cancel while a call runs. */
  busy?: boolean;
  children: ReactNode;
}

/** A login-process step. */
export function StepFrame({ heading, instructions, error, status, onCancel, busy, children }: StepFrameProps) {
  const settings = useSettings();
  return (
    <div className="login-step">
      <h1 id="login-step-heading" tabIndex={-1}>
        {heading}
      </h1>
      {instructions ? <p>{instructions}</p> : null}
      <LiveMessage alert className="login-page__message login-page__message--error" text={error} />
      <LiveMessage className="login-page__message" text={status} />
      {children}
      <div className="login-step__cancel">
        <button type="button" className="button" onClick={onCancel} disabled={busy}>
          {settings.text('loginPage.processCancelButton')}
        </button>
      </div>
    </div>
  );
}
