/** POST /api/SolutionsByText/GetSubscriptionInfo (accounts spec §7): the brands and their opt-ins for a phone. */
import type { components } from '@contract/api-types';
import { api } from '../api-client';

/** The answer: HasNoErrors and SubscriptionInfo.Options, or Errors (e.g. not a textable phone). */
export type SubscriptionInfoResponse = components['schemas']['SubscriptionInfoResponse'];

/** Loads the subscriptions of a phone (10 digits). */
export async function getSubscriptionInfo(phoneNumber: string): Promise<SubscriptionInfoResponse> {
  const { data } = await api.post('SolutionsByText/GetSubscriptionInfo', {
    PhoneNumber: phoneNumber,
  });
  return data;
}
