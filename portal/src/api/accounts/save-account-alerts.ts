/** POST /api/AccountAlerts (accounts spec §2 Alert preferences, §3 Alerts, §7, §8 Alerts). */
import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { components } from '@contract/api-types';
import { api } from '../api-client';

/** Body: the account's alerts plus AccountNumber. */
export type AccountAlertsInput = components['schemas']['AccountAlertsRequest'];
/** Answer: HasNoErrors and Errors (shown as they are when false). */
export type AccountAlertsResult = components['schemas']['ErrorEnvelope'];

/** Saves the alert preferences of one account. */
export async function saveAccountAlerts(input: AccountAlertsInput): Promise<AccountAlertsResult> {
  const { data } = await api.post('AccountAlerts', input);
  return data;
}

/** Mutation options (single-shot). */
export const saveAccountAlertsMutation = () =>
  mutationOptions({ mutationKey: ['accounts', 'alerts'] as const, mutationFn: saveAccountAlerts, retry: false });

/** The alert preferences save. */
export function useSaveAccountAlerts() {
  return useMutation(saveAccountAlertsMutation());
}
