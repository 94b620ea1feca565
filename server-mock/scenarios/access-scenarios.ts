/**
 * Scenario users of the access area: one per sign-in state the access spec distinguishes (§4 login
 * process steps, §8 login codes). `seed-access.ts` turns the tags into sign-in state. Seeded demo
 * tokens (SSO, activation, opt-out) are derived from fixed seeds so tests and demos can use them.
 */
import { createHash } from 'node:crypto';
import type { Scenario, ScenarioPerson } from './scenario-types.ts';

/** A stable 256-bit demo token for a purpose and a name (seeded data only; live tokens are random). */
export function demoToken(purpose: string, name: string): string {
  return createHash('sha256').update(`sandbox-demo:${purpose}:${name.toLowerCase()}`).digest('hex');
}

/** The SSO token of the `sso` scenario user (the identity provider's ticket in the sandbox). */
export const SSO_DEMO_TOKEN = demoToken('sso', 'nina.brooks');
/** The activation token the seed mails to the person for whom the lender prepared `logonName`. */
export function activationDemoToken(logonName: string): string {
  return demoToken('activation', logonName);
}

/** The activation token of the activation person (`grace.okafor` after activation). */
export const ACTIVATION_DEMO_TOKEN = activationDemoToken('grace.okafor');

/** A scenario person of company 0 (the lender's own customers). */
export const person = (p: Omit<ScenarioPerson, 'companyNumber'>): ScenarioPerson => ({ ...p, companyNumber: 0 });

/** Scenario users owned by the access area (all with password `Password1!`). */
export const accessScenarios: readonly Scenario[] = [
  {
    username: 'basic.user',
    password: 'Password1!',
    tags: ['basic'],
    description: 'Personal borrower with a verified e-mail, a secret question and no pending login steps.',
    person: {
      firstName: 'Alex',
      lastName: 'Borrower',
      emailAddress: 'alex.borrower@example.com',
      ssn: '123456789',
      dateOfBirth: '1985-04-12',
      zipCode: '78701',
      phoneNumber: '5125550100',
      address1: '100 Congress Ave',
      city: 'Austin',
      state: 'TX',
      companyNumber: 0,
      servicingBranch: '1',
    },
  },
  {
    username: 'maria.lopez',
    password: 'Password1!',
    tags: ['mfa'],
    description:
      'Multi-factor user: login answers IsTrustedDevice false and mails a 6-digit code (GET /__mock/outbox); ValidateCode opens the session.',
    person: person({
      firstName: 'Maria',
      lastName: 'Lopez',
      emailAddress: 'maria.lopez@example.com',
      ssn: '902417735',
      dateOfBirth: '1990-07-23',
      zipCode: '75201',
      phoneNumber: '2145550133',
      address1: '1500 Marilla St',
      city: 'Dallas',
      state: 'TX',
      servicingBranch: '2',
    }),
  },
  {
    username: 'james.carter',
    password: 'Password1!',
    tags: ['ssn-check'],
    description:
      'E-mail not verified: with useSsnValidationOption the login asks for the SSN (VerifyNewUser, SSN 903-58-2146).',
    person: person({
      firstName: 'James',
      lastName: 'Carter',
      emailAddress: 'james.carter@example.com',
      ssn: '903582146',
      dateOfBirth: '1982-02-09',
      zipCode: '77002',
      phoneNumber: '7135550178',
      address1: '901 Bagby St',
      city: 'Houston',
      state: 'TX',
      servicingBranch: '3',
    }),
  },
  {
    username: 'linda.nguyen',
    password: 'Password1!',
    tags: ['must-change-password'],
    description:
      'Must change the password at login: the answer carries MustChangePassword and a ChangePasswordToken for ResetPassword.',
    person: person({
      firstName: 'Linda',
      lastName: 'Nguyen',
      emailAddress: 'linda.nguyen@example.com',
      ssn: '904771203',
      dateOfBirth: '1976-11-30',
      zipCode: '70112',
      phoneNumber: '5045550119',
      address1: '1300 Perdido St',
      city: 'New Orleans',
      state: 'LA',
      servicingBranch: '6',
    }),
  },
  {
    username: 'robert.kim',
    password: 'Password1!',
    tags: ['no-secret-question'],
    description:
      'Has no secret question (HasPasswordQuestion false): the login asks to set one up (SetPasswordQuestion).',
    person: person({
      firstName: 'Robert',
      lastName: 'Kim',
      emailAddress: 'robert.kim@example.com',
      ssn: '905336418',
      dateOfBirth: '1993-05-17',
      zipCode: '74103',
      phoneNumber: '9185550164',
      address1: '175 E 2nd St',
      city: 'Tulsa',
      state: 'OK',
      servicingBranch: '7',
    }),
  },
  {
    username: 'susan.patel',
    password: 'Password1!',
    tags: ['agreements'],
    description:
      'Has not accepted the login agreement (Online Banking Agreement): GetNeededAgreements?whenToAgree=0 lists it until AgreementLogging.',
    person: person({
      firstName: 'Susan',
      lastName: 'Patel',
      emailAddress: 'susan.patel@example.com',
      ssn: '906124589',
      dateOfBirth: '1987-08-04',
      zipCode: '73102',
      phoneNumber: '4055550126',
      address1: '200 N Walker Ave',
      city: 'Oklahoma City',
      state: 'OK',
      servicingBranch: '5',
    }),
  },
  {
    username: 'david.miller',
    password: 'Password1!',
    tags: ['locked'],
    description:
      'Locked after too many bad passwords: every login answers 403 LockedOnBadPassword until a recovery reset.',
    person: person({
      firstName: 'David',
      lastName: 'Miller',
      emailAddress: 'david.miller@example.com',
      ssn: '907845310',
      dateOfBirth: '1969-01-26',
      zipCode: '78205',
      phoneNumber: '2105550191',
      address1: '115 Plaza de Armas',
      city: 'San Antonio',
      state: 'TX',
      servicingBranch: '4',
    }),
  },
  {
    username: 'karen.white',
    password: 'Password1!',
    tags: ['restricted'],
    description: 'Restricted by the institution: login answers 403 Restricted.',
    person: person({
      firstName: 'Karen',
      lastName: 'White',
      emailAddress: 'karen.white@example.com',
      ssn: '908263157',
      dateOfBirth: '1974-10-12',
      zipCode: '70802',
      phoneNumber: '2255550148',
      address1: '222 St Louis St',
      city: 'Baton Rouge',
      state: 'LA',
      servicingBranch: '8',
    }),
  },
  {
    username: 'tom.harris',
    password: 'Password1!',
    tags: ['no-email'],
    description:
      'No e-mail address on file: logs in when MFA is off; with useMultiFactorAuthenticationOption on, login answers 403 MFANoEmail.',
    person: person({
      firstName: 'Thomas',
      lastName: 'Harris',
      emailAddress: '',
      ssn: '909517622',
      dateOfBirth: '1958-03-03',
      zipCode: '76102',
      phoneNumber: '8175550172',
      address1: '200 Texas St',
      city: 'Fort Worth',
      state: 'TX',
      servicingBranch: '2',
    }),
  },
  {
    username: 'nina.brooks',
    password: 'Password1!',
    tags: ['sso'],
    description: `Single sign-on user: password login answers 403 LogonNotAllowed; POST /api/Login/SsoLogin {Token: '${SSO_DEMO_TOKEN}', Channel: 'Web'} signs in (landing #/home/sso/<token>).`,
    person: person({
      firstName: 'Nina',
      lastName: 'Brooks',
      emailAddress: 'nina.brooks@example.com',
      ssn: '910638274',
      dateOfBirth: '1995-12-08',
      zipCode: '78701',
      phoneNumber: '5125550157',
      address1: '301 W 2nd St',
      city: 'Austin',
      state: 'TX',
      servicingBranch: '1',
    }),
  },
];
