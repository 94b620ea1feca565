/**
 * A scenario user: someone a tester or a developer logs in as to see one state the spec
 * distinguishes. Each area lists its own scenario users; every area's seed then adds its data for
 * every user according to the tags (for example, every user gets accounts unless tagged
 * `no-accounts`).
 */

/** The states the spec distinguishes, one tag each. */
export type ScenarioTag =
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
  | 'ach-blocked';

/** Personal data the host holds for a user (identity checks in recovery and registration use it). */
export interface ScenarioPerson {
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

/** One scenario user, as `GET /__mock/scenarios` lists it (plus the person behind it). */
export interface Scenario {
  /** Logon name, 12 characters at most (the default institution has no customer credentials). */
  username: string;
  password: string;
  tags: ScenarioTag[];
  description: string;
  person: ScenarioPerson;
}
