import { afterEach, describe, expect, it } from 'vitest';
import { emulateNamedWindowAccess } from '@/testing/browser-named-access';
import { getMobileBridge, isMobileApp, needsAppUpdate, webMobileBridge } from './mobile-bridge';

const bridgeName = 'PortalMobileBridge';
let undo = () => {};
afterEach(() => {
  undo();
  undo = () => {};
  delete (window as { PortalMobileBridge?: unknown }).PortalMobileBridge;
  document.body.innerHTML = '';
});

/** What the native wrapper injects at API version 2. */
const nativeV2 = () => ({
  apiVersion: 2,
  isNative: true,
  biometricsAvailable: () => Promise.resolve(true),
  authenticate: () => Promise.resolve(true),
  getToken: () => Promise.resolve(null),
  setToken: () => Promise.resolve(),
  removeToken: () => Promise.resolve(),
  deviceInfo: () => Promise.resolve({ deviceId: 'd1', platform: 'ios' as const, appVersion: '5.1.0' }),
  requestReview: () => Promise.resolve(),
});

describe('mobile-app detection that page content cannot fake (access spec §4)', () => {
  it('when the page holds an element named PortalMobileBridge (as a browser exposes it on window), then the portal is a browser', async () => {
    undo = emulateNamedWindowAccess(bridgeName);
    document.body.innerHTML = '<span id="PortalMobileBridge"></span>';
    expect(window.PortalMobileBridge).toBeInstanceOf(HTMLElement);
    expect(isMobileApp()).toBe(false);
    expect(getMobileBridge()).toBe(webMobileBridge);
    expect(await needsAppUpdate()).toBe(false);
  });

  it('when window holds an element or another non-plain object under the bridge name, then the portal is a browser', () => {
    for (const fake of [
      document.createElement('span'),
      document.createElement('form'),
      new (class Impostor {
        apiVersion = 2;
      })(),
      'bridge',
      1,
    ]) {
      (window as { PortalMobileBridge?: unknown }).PortalMobileBridge = fake;
      expect(isMobileApp()).toBe(false);
      expect(getMobileBridge()).toBe(webMobileBridge);
    }
  });

  it('when the wrapper injects a plain object with the version 2 functions, then the portal is in the app and uses it', async () => {
    window.PortalMobileBridge = nativeV2();
    expect(isMobileApp()).toBe(true);
    expect(getMobileBridge().isNative).toBe(true);
    expect(await getMobileBridge().biometricsAvailable()).toBe(true);
    expect(await needsAppUpdate()).toBe(false);
  });

  it('when an older wrapper reports an API version below 2, then the portal is in the app and asks for the update', async () => {
    window.PortalMobileBridge = { apiVersion: 1 };
    expect(isMobileApp()).toBe(true);
    expect(getMobileBridge()).toBe(webMobileBridge);
    expect(await needsAppUpdate()).toBe(true);
  });

  it('when a plain object claims version 2 but lacks its functions, then it is not taken for the app', () => {
    const { deviceInfo: _dropped, ...partial } = nativeV2();
    window.PortalMobileBridge = partial;
    expect(isMobileApp()).toBe(false);
    expect(getMobileBridge()).toBe(webMobileBridge);
  });
});
