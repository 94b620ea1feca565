import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeMobileBridge } from './fake-mobile-bridge';
import {
  DEVICE_INFO_DELAY_MS,
  getMobileBridge,
  needsAppUpdate,
  readDeviceInfo,
  setMobileBridge,
  webMobileBridge,
} from './mobile-bridge';

afterEach(() => {
  setMobileBridge(null);
  vi.useRealTimers();
});

describe('mobile bridge (access spec §4)', () => {
  it('without a native wrapper the web implementation answers "not available"', async () => {
    expect(getMobileBridge()).toBe(webMobileBridge);
    expect(await getMobileBridge().biometricsAvailable()).toBe(false);
    expect(await needsAppUpdate()).toBe(false);
  });
  it('waits 50 ms before reading the device info', async () => {
    vi.useFakeTimers();
    const bridge = createFakeMobileBridge();
    let done = false;
    void readDeviceInfo(bridge).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(DEVICE_INFO_DELAY_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
  it('a native app without an app version needs the Update Now dialog', async () => {
    setMobileBridge(createFakeMobileBridge({ deviceInfo: { appVersion: null } }));
    expect(await needsAppUpdate()).toBe(true);
    setMobileBridge(createFakeMobileBridge({ deviceInfo: { appVersion: '5.1.0' } }));
    expect(await needsAppUpdate()).toBe(false);
  });
});
