/** POST /api/SolutionsByText/ModifySubscriptions (accounts spec §7): changed options only, unchanged flags null. */
import type { components } from '@contract/api-types';
import { api } from '../api-client';

/** The request body. */
export type ModifySubscriptionsRequest = components['schemas']['ModifySubscriptionsRequest'];
/** HasNoErrors and Errors (each message a JSON object naming the BrandingId that failed). */
export interface ModifySubscriptionsResponse {
  HasNoErrors: boolean;
  Errors?: { ErrorMessage: string }[];
}

/** Sends the changes. */
export async function modifySubscriptions(body: ModifySubscriptionsRequest): Promise<ModifySubscriptionsResponse> {
  const { data } = await api.post('SolutionsByText/ModifySubscriptions', body);
  return data;
}
