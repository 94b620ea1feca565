/**
 * Verify e-mail (route home/verifyEmail/:enc; access spec §2, §4 "Verify e-mail page", §8): the enc
 * value of the e-mailed link is checked once; HasNoErrors goes to home/login; no enc gives the
 * invalid-data error, anything else the activating error.
 */
import type { SettingKey } from '@schemas/settings/generated/setting-key';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useValidateEmail } from '@/api/recovery/validate-email';
import { useSettings } from '@/settings/use-settings';
import { ErrorBanner } from '@/ui/error-banner';
import { PageHeading } from '@/ui/page-heading';
import { Spinner } from '@/ui/spinner';

/** Where a verified address goes. */
export const AFTER_VERIFY_PATH = '/home/login';

/** The verify e-mail page. */
export function VerifyEmailPage() {
  const settings = useSettings();
  const navigate = useNavigate();
  const { enc = '' } = useParams();
  const hasEnc = enc.trim() !== '';
  const check = useValidateEmail(enc, hasEnc);
  const verified = check.data?.HasNoErrors === true;
  const errorKey: SettingKey | null = !hasEnc
    ? 'verifyEmail.invalidDataError'
    : check.isError || (check.isSuccess && !verified)
      ? 'verifyEmail.activationError'
      : null;

  useEffect(() => {
    if (verified) void navigate(AFTER_VERIFY_PATH, { replace: true });
  }, [verified, navigate]);

  return (
    <div className="page page--narrow verify-email-page">
      <div className="card">
        <PageHeading>{settings.text('verifyEmail.heading')}</PageHeading>
        {errorKey ? (
          <>
            <ErrorBanner>{settings.text(errorKey)}</ErrorBanner>
            <p>
              <Link to="/home/login">{settings.text('verifyEmail.returnToLoginLink')}</Link>
            </p>
          </>
        ) : (
          <Spinner label={settings.text('verifyEmail.verifyingText')} />
        )}
      </div>
    </div>
  );
}

export default VerifyEmailPage;
