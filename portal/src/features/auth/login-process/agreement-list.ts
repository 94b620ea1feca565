/**
 * Pure helpers of the agreements step (access spec §3 "Agreement", §4 "Agreements step").
 */
import { agreementHostNumberBase, agreementTriggerCodes } from '@schemas/settings/agreement-setup';
import type { NeededAgreement } from '@/api/auth/get-needed-agreements';

/** Agreements of several trigger calls, each host number once, in slot order. */
export function mergeAgreements(lists: readonly (readonly NeededAgreement[])[]): NeededAgreement[] {
  const byHost = new Map<number, NeededAgreement>();
  for (const list of lists) for (const a of list) if (!byHost.has(a.HostNum)) byHost.set(a.HostNum, a);
  return [...byHost.values()].sort((a, b) => a.HostNum - b.HostNum);
}

/** The settings slot (1..5) of an agreement: host numbers start at 11337 plus the slot index. */
export function slotOf(agreement: Pick<NeededAgreement, 'HostNum'>): number {
  return agreement.HostNum - agreementHostNumberBase + 1;
}

/** True when the accepted set includes an e-communications re-agree agreement (UnRestrictEmail). */
export function includesReagree(agreements: readonly NeededAgreement[]): boolean {
  return agreements.some((a) => (a.WhenToAgree ?? []).includes(agreementTriggerCodes.ecommunicationreagree));
}
