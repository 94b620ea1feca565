/**
 * Outside card payments (payments spec §4 "Choosing Card while third-party card payments are on shows the
 * outside-link panel instead", §9 "Third-party payment branch range: minimum and maximum branch numbers from
 * settings, compared with the first part of the account number").
 */

/** The settings the rule reads. A bound of 0 means no limit on that side. */
export interface ThirdPartyCardOptions {
  enabled: boolean;
  minimumBranch: number;
  maximumBranch: number;
}

/** True when card payments of this account are made on the outside site. */
export function thirdPartyCardApplies(
  accountNumber: string,
  { enabled, minimumBranch, maximumBranch }: ThirdPartyCardOptions,
): boolean {
  if (!enabled) return false;
  const branch = Number.parseInt(accountNumber.split('-')[0] ?? '', 10);
  if (Number.isNaN(branch)) return minimumBranch <= 0 && maximumBranch <= 0;
  return (minimumBranch <= 0 || branch >= minimumBranch) && (maximumBranch <= 0 || branch <= maximumBranch);
}
