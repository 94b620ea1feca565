/**
 * The biometric toggle's starting value (accounts spec §2 "biometric login on mobile"): the device's
 * opt-in when the app can do biometrics and mobileApp.useBiometricsOption is on; undefined elsewhere
 * (no toggle). `ready` is false while the bridge answers.
 */
import { useEffect, useState } from 'react';
import { biometricsCapable, isOptedIn } from '@/mobile/biometrics';
import { getMobileBridge, isMobileApp } from '@/mobile/mobile-bridge';
import { useSettings } from '@/settings/use-settings';

/** The device's biometric opt-in, once known. */
export function useDeviceBiometrics(): { ready: boolean; enabled: boolean | undefined } {
  const optionOn = useSettings().flag('mobileApp.useBiometricsOption');
  const [state, setState] = useState<{ ready: boolean; enabled: boolean | undefined }>(() => ({
    ready: !isMobileApp() || !optionOn,
    enabled: undefined,
  }));
  useEffect(() => {
    if (!isMobileApp() || !optionOn) return;
    let live = true;
    const bridge = getMobileBridge();
    void (async () => {
      const enabled = (await biometricsCapable(bridge, optionOn))
        ? await isOptedIn(bridge).catch(() => false)
        : undefined;
      if (live) setState({ ready: true, enabled });
    })().catch(() => live && setState({ ready: true, enabled: undefined }));
    return () => {
      live = false;
    };
  }, [optionOn]);
  return state;
}
