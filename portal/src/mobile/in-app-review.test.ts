import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeMobileBridge } from './fake-mobile-bridge';
import { LAST_REVIEW_KEY, maybeRequestReview, reviewDue } from './in-app-review';
import { DEVICE_INFO_DELAY_MS } from './mobile-bridge';

const t = { minMonthsSinceLastAttempt: 3, minDaysSinceInstall: 7, minAppLoads: 5 };
const now = new Date('2026-06-15T00:00:00Z');

describe('in-app review triggers (access spec §4)', () => {
  it('needs the days since installation and the app loads', () => {
    expect(reviewDue({ installedAt: '2026-06-10T00:00:00Z', appLoads: 10 }, null, t, now)).toBe(false);
    expect(reviewDue({ installedAt: '2026-06-01T00:00:00Z', appLoads: 4 }, null, t, now)).toBe(false);
    expect(reviewDue({ installedAt: '2026-06-01T00:00:00Z', appLoads: 5 }, null, t, now)).toBe(true);
  });
  it('needs the minimum months since the last attempt', () => {
    const info = { installedAt: '2025-01-01T00:00:00Z', appLoads: 50 };
    expect(reviewDue(info, '2026-04-01T00:00:00Z', t, now)).toBe(false);
    expect(reviewDue(info, '2026-03-15T00:00:00Z', t, now)).toBe(true);
  });
  it('asks the bridge and records the attempt when due', async () => {
    const bridge = createFakeMobileBridge({ deviceInfo: { installedAt: '2025-01-01T00:00:00Z', appLoads: 9 } });
    expect(await maybeRequestReview(bridge, t, now)).toBe(true);
    expect(bridge.calls.requestReview).toBe(1);
    expect(bridge.tokens.get(LAST_REVIEW_KEY)).toBe(now.toISOString());
    expect(await maybeRequestReview(bridge, t, now)).toBe(false);
  });
  describe('reading the device info', () => {
    afterEach(() => vi.useRealTimers());
    it("waits the spec's 50 ms before reading the device info (access spec §4)", async () => {
      vi.useFakeTimers();
      const bridge = createFakeMobileBridge({ deviceInfo: { installedAt: '2025-01-01T00:00:00Z', appLoads: 9 } });
      const read = vi.spyOn(bridge, 'deviceInfo');
      const pending = maybeRequestReview(bridge, t, now);
      await vi.advanceTimersByTimeAsync(DEVICE_INFO_DELAY_MS - 1);
      expect(read).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(read).toHaveBeenCalledTimes(1);
      expect(await pending).toBe(true);
    });
  });
});
