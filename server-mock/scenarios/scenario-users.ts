/**
 * Scenario users: the people tests and demos log in as. One list, shared by the store's seed,
 * `GET /__mock/scenarios` and the e2e fixtures, so credentials are written down once.
 */

/** A scenario user as seeded (the password in clear: sandbox data, hashed when seeded). */
export interface ScenarioUser {
  username: string;
  password: string;
  /** States this user shows (spec vocabulary: current, past due, SSO user, MFA user, ...). */
  tags: string[];
  description: string;
  personalName: string;
  emailAddress: string;
  /** 0 = personal user. */
  companyNumber: number;
  customerId: string;
  servicingBranch: string;
  trustedDevice: boolean;
  lastLoggedIn: string;
  lastLoggedInIp: string;
}

/** Every scenario user; later issues add one per state the spec distinguishes. */
export const scenarioUsers: readonly ScenarioUser[] = [
  {
    username: 'basic.user',
    password: 'Password1!',
    tags: ['personal', 'current'],
    description: 'Personal borrower with a verified e-mail, a secret question and no pending login steps.',
    personalName: 'Alex Borrower',
    emailAddress: 'alex.borrower@example.com',
    companyNumber: 0,
    customerId: '100200',
    servicingBranch: '1',
    trustedDevice: true,
    lastLoggedIn: '2025-01-15T09:30:00.000Z',
    lastLoggedInIp: '203.0.113.10',
  },
];
