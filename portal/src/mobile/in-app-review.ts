/**
 * In-app review triggers (access spec §4 "Mobile biometrics": minimum months since the last attempt,
 * days since installation and app loads, all from settings). Pure decision plus the bridge call.
 */
import type { SettingsReader } from '@schemas/settings/reader';
import { readDeviceInfo, type MobileBridge, type MobileDeviceInfo } from './mobile-bridge';

/** The thresholds (mobileApp.reviewMinimum* settings). */
export interface ReviewThresholds {
  minMonthsSinceLastAttempt: number;
  minDaysSinceInstall: number;
  minAppLoads: number;
}

/** The thresholds as the institution set them. */
export function reviewThresholds(settings: SettingsReader): ReviewThresholds {
  return {
    minMonthsSinceLastAttempt: settings.number('mobileApp.reviewMinimumMonthsSinceLastAttempt'),
    minDaysSinceInstall: settings.number('mobileApp.reviewMinimumDaysSinceInstall'),
    minAppLoads: settings.number('mobileApp.reviewMinimumAppLoads'),
  };
}

/** Storage key of the last review request. */
export const LAST_REVIEW_KEY = 'review.lastAttempt';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole calendar months between two dates. */
function monthsBetween(from: Date, to: Date): number {
  const months = (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + (to.getUTCMonth() - from.getUTCMonth());
  return to.getUTCDate() < from.getUTCDate() ? months - 1 : months;
}

/** True when every threshold is met (unknown install date or loads count as not met). */
export function reviewDue(
  info: Pick<MobileDeviceInfo, 'installedAt' | 'appLoads'>,
  lastAttempt: string | null,
  t: ReviewThresholds,
  now: Date,
): boolean {
  const installed = info.installedAt ? new Date(info.installedAt) : null;
  if (!installed || Number.isNaN(installed.getTime())) return false;
  if ((now.getTime() - installed.getTime()) / DAY_MS < t.minDaysSinceInstall) return false;
  if ((info.appLoads ?? 0) < t.minAppLoads) return false;
  if (lastAttempt) {
    const last = new Date(lastAttempt);
    if (!Number.isNaN(last.getTime()) && monthsBetween(last, now) < t.minMonthsSinceLastAttempt) return false;
  }
  return true;
}

/** Requests a review when due and records the attempt; never throws (a review is optional). */
export async function maybeRequestReview(
  bridge: MobileBridge,
  t: ReviewThresholds,
  now: Date = new Date(),
): Promise<boolean> {
  try {
    if (!bridge.isNative) return false;
    const info = await readDeviceInfo(bridge); // after the spec's 50 ms wait, like every device-info read
    if (!reviewDue(info, await bridge.getToken(LAST_REVIEW_KEY), t, now)) return false;
    await bridge.setToken(LAST_REVIEW_KEY, now.toISOString());
    await bridge.requestReview();
    return true;
  } catch {
    return false;
  }
}

/**
 * Spec §4 "Session": after a logout in the app, a review may be requested when the review-on-logout
 * setting is on (and the thresholds above are met).
 */
export function maybeRequestReviewOnLogout(
  bridge: MobileBridge,
  settings: SettingsReader,
  now: Date = new Date(),
): Promise<boolean> {
  if (!settings.flag('mobileApp.reviewOnLogoutOption')) return Promise.resolve(false);
  return maybeRequestReview(bridge, reviewThresholds(settings), now);
}
