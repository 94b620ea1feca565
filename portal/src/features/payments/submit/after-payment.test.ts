import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { payoffQuoteQuery } from '@/api/payments/get-payoff-quote';
import { createFakeMobileBridge } from '@/mobile/fake-mobile-bridge';
import { setMobileBridge } from '@/mobile/mobile-bridge';
import { createSettingsReader } from '@schemas/settings/reader';
import { catalogueDefaults } from '@schemas/settings/catalogue';
import { REVIEW_DELAY_MS, refreshAfterPayment, scheduleReview } from './after-payment';

afterEach(() => {
  setMobileBridge(null);
  vi.useRealTimers();
});

const settingsWith = (english: Record<string, string>) =>
  createSettingsReader({ gassySettings: { shared: {}, english }, institutionOptions: {} }, catalogueDefaults);

describe('after a successful payment (spec §4 Submit)', () => {
  it('with the review setting on, an in-app review is requested 3 seconds later, not before', async () => {
    vi.useFakeTimers();
    const bridge = createFakeMobileBridge({ deviceInfo: { installedAt: '2020-01-01', appLoads: 99 } });
    setMobileBridge(bridge);
    scheduleReview(settingsWith({ 'mobileApp.reviewOnSuccessfulPaymentOption': 'true' }));
    await vi.advanceTimersByTimeAsync(REVIEW_DELAY_MS - 1);
    expect(bridge.calls.requestReview).toBe(0);
    await vi.advanceTimersByTimeAsync(1 + 100);
    expect(bridge.calls.requestReview).toBe(1);
    expect(REVIEW_DELAY_MS).toBe(3000);
  });

  it('with the review setting off, no review is requested', async () => {
    vi.useFakeTimers();
    const bridge = createFakeMobileBridge({ deviceInfo: { installedAt: '2020-01-01', appLoads: 99 } });
    setMobileBridge(bridge);
    scheduleReview(settingsWith({}));
    await vi.advanceTimersByTimeAsync(5000);
    expect(bridge.calls.requestReview).toBe(0);
  });

  it('a one-time payment refreshes the account list and the payment info; a recurring one only the payment info', async () => {
    const client = new QueryClient();
    const keys = [['accountList'], ['payments', 'paymentInfo', '0001-734140-5'], ['payments', 'methods']];
    for (const key of keys) client.setQueryData(key, 1);
    const stale = () => keys.filter((key) => client.getQueryState(key)?.isInvalidated).map((key) => key.join('/'));
    await refreshAfterPayment(client, 'immediate');
    expect(stale()).toEqual(['accountList', 'payments/paymentInfo/0001-734140-5']);
    const other = new QueryClient();
    for (const key of keys) other.setQueryData(key, 1);
    await refreshAfterPayment(other, 'recurring');
    expect(keys.filter((key) => other.getQueryState(key)?.isInvalidated).map((key) => key.join('/'))).toEqual([
      'payments/paymentInfo/0001-734140-5',
    ]);
  });

  it('every payment marks the one cached payoff quote stale (the payment screen and the loan page share it), so the next one is asked again', async () => {
    for (const timing of ['immediate', 'scheduled', 'recurring'] as const) {
      const client = new QueryClient();
      const { queryKey } = payoffQuoteQuery('0001-734140-5', '2026-12-01');
      client.setQueryData(queryKey, 100_000);
      await refreshAfterPayment(client, timing);
      expect(client.getQueryState(queryKey)?.isInvalidated).toBe(true);
    }
  });
});
