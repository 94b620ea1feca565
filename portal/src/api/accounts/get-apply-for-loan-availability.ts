/**
 * GET /api/ApplyForLoan/Availability (accounts spec §2 "Apply For Loan: decided by a loan-application
 * service"): whether this user is offered Apply For Loan, for the menu entry and the dashboard button.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '@contract/api-types';
import { useSettings } from '@/settings/use-settings';
import { api } from '../api-client';

/** The service's answer: IsEnabled, and whether the consumer application opens. */
export type ApplyForLoanAvailability = components['schemas']['ApplyForLoanAvailability'];

/** Asks the loan-application service. */
export async function fetchApplyForLoanAvailability(): Promise<ApplyForLoanAvailability> {
  const { data } = await api.get('ApplyForLoan/Availability');
  return data;
}

/** Query options: asked once per session (the cache is cleared at logout); the default retry applies. */
export const applyForLoanAvailabilityQuery = () =>
  queryOptions({
    queryKey: ['accounts', 'applyForLoanAvailability'] as const,
    queryFn: fetchApplyForLoanAvailability,
    staleTime: Infinity,
  });

/**
 * Whether Apply For Loan is offered: the lender has somewhere to send the borrower
 * (portal.applyForLoanURLOption, or portal.useEgtConsumerOption; docs/decisions/140) and the service
 * says IsEnabled for this user. Hidden while the answer is awaited and when the call fails
 * (docs/decisions/320-apply-for-loan-availability.md). `signedIn` false asks nothing.
 */
export function useApplyForLoanOffered(signedIn: boolean): boolean {
  const settings = useSettings();
  const configured = settings.isSet('portal.applyForLoanURLOption') || settings.flag('portal.useEgtConsumerOption');
  const availability = useQuery({ ...applyForLoanAvailabilityQuery(), enabled: configured && signedIn });
  return configured && signedIn && availability.data?.IsEnabled === true;
}
