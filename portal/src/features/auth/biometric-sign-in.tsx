/**
 * The fingerprint area of the login screen in the mobile app (access spec §2, §4 "Mobile biometrics"):
 * token login when opted in and a token exists; otherwise the user is told a standard login is needed;
 * when not opted in, the user is asked to enable it. On the first run of a capable device the offer
 * opens by itself.
 */
import { useEffect, useState } from 'react';
import { Modal } from '@/ui/modal';
import {
  biometricAction,
  biometricsCapable,
  forgetBiometricToken,
  setOptIn,
  shouldOfferOnFirstRun,
  storedBiometricToken,
} from '@/mobile/biometrics';
import { getMobileBridge, readDeviceInfo } from '@/mobile/mobile-bridge';
import { useSettings } from '@/settings/use-settings';
import { DialogButton } from '@/ui/dialog-button';

/** Props of {@link BiometricSignIn}. */
export interface BiometricSignInProps {
  /** Signs in with the stored token and the device id; rejects when the server refuses. */
  onTokenLogin: (token: string, deviceId: string) => Promise<void>;
  disabled?: boolean;
}

/** Fingerprint sign-in, rendered only on a capable device. */
export function BiometricSignIn({ onTokenLogin, disabled }: BiometricSignInProps) {
  const settings = useSettings();
  const optionOn = settings.flag('mobileApp.useBiometricsOption');
  const [capable, setCapable] = useState(false);
  const [offer, setOffer] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void (async () => {
      const bridge = getMobileBridge();
      const ok = await biometricsCapable(bridge, optionOn);
      if (!live || !ok) return;
      setCapable(true);
      if (await shouldOfferOnFirstRun(bridge)) setOffer(true);
    })();
    return () => {
      live = false;
    };
  }, [optionOn]);

  if (!capable) return null;
  const bridge = getMobileBridge();

  const press = async () => {
    setMessage(null);
    const action = await biometricAction(bridge);
    if (action === 'offerEnable') return setOffer(true);
    if (action === 'needsStandardLogin') return setMessage(settings.text('mobileApp.biometricNeedsStandardLogin'));
    const token = await storedBiometricToken(bridge);
    if (!token || !(await bridge.authenticate(settings.text('mobileApp.biometricReason')))) return;
    const { deviceId } = await readDeviceInfo(bridge);
    try {
      await onTokenLogin(token, deviceId);
    } catch {
      await forgetBiometricToken(bridge);
      setMessage(settings.text('mobileApp.biometricFailed'));
    }
  };

  const answer = async (yes: boolean) => {
    setOffer(false);
    await setOptIn(bridge, yes);
  };

  return (
    <div className="login-page__biometric">
      <button type="button" className="button" onClick={() => void press()} disabled={disabled}>
        {settings.text('mobileApp.biometricSignInButton')}
      </button>
      {message ? <p role="status">{message}</p> : null}
      {offer ? (
        <Modal
          title={settings.text('mobileApp.biometricOfferTitle')}
          width={300}
          onDismiss={() => void answer(false)}
          actions={
            <>
              <DialogButton onClick={() => void answer(false)}>
                {settings.text('mobileApp.biometricNotNowButton')}
              </DialogButton>
              <DialogButton primary autoFocusFirst onClick={() => void answer(true)}>
                {settings.text('mobileApp.biometricEnableButton')}
              </DialogButton>
            </>
          }
        >
          <p>{settings.text('mobileApp.biometricOfferText')}</p>
        </Modal>
      ) : null}
    </div>
  );
}
