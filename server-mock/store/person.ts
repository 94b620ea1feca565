/**
 * Who a user of the lender is, as the host holds it: the person behind a login (or behind an
 * account with no login yet) and the scenario tags a seeded user carries. The store keeps both;
 * the scenarios in `scenarios/` fill them.
 */

/** The states the spec distinguishes, one tag each. */
export type UserTag =
  | 'basic'
  | 'business'
  | 'mfa'
  | 'ssn-check'
  | 'must-change-password'
  | 'no-secret-question'
  | 'agreements'
  | 'locked'
  | 'restricted'
  | 'no-email'
  | 'sso'
  | 'delinquent'
  | 'past-due'
  | 'closed-loan'
  | 'line-of-credit'
  | 'payoff-locked'
  | 'has-recurring'
  | 'has-scheduled'
  | 'no-accounts'
  | 'deposit-only'
  | 'card-blocked'
  | 'ach-blocked'
  | 'holiday'
  | 'cutoff'
  | 'small-dollar'
  | 'many-accounts';

/** Personal data the host holds for a user (identity checks in recovery and registration use it). */
export interface Person {
  firstName: string;
  lastName: string;
  /** '' for the no-email scenario. */
  emailAddress: string;
  /** 9 digits. */
  ssn: string;
  /** yyyy-MM-dd */
  dateOfBirth: string;
  zipCode: string;
  /** 10 digits. */
  phoneNumber: string;
  address1: string;
  city: string;
  state: string;
  /** 0 personal, anything else a business (non-personal) user. */
  companyNumber: number;
  /** Four-digit branch number; also the office part of the user's account numbers. */
  servicingBranch: string;
}
