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

const person = (p: Omit<ScenarioPerson, 'companyNumber'>): ScenarioPerson => ({ ...p, companyNumber: 0 });

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

/** Someone the lender knows who has no login yet (registration and activation). */
export interface UnregisteredScenario {
  id: string;
  person: ScenarioPerson;
  /** Office-account-checkdigit, dashes included. */
  accountNumber: string;
  accountType: 'Loan' | 'Deposit';
  /** Set for an activation person: the login the lender prepared (its token: `activationDemoToken`). */
  logonName: string | null;
  restricted: boolean;
  description: string;
}

/** People for the registration and activation flows. */
export const unregisteredPeople: readonly UnregisteredScenario[] = [
  {
    id: 'person-emily-chen',
    person: person({
      firstName: 'Emily',
      lastName: 'Chen',
      emailAddress: 'emily.chen@example.com',
      ssn: '911204587',
      dateOfBirth: '1991-06-15',
      zipCode: '78701',
      phoneNumber: '5125550111',
      address1: '700 Lavaca St',
      city: 'Austin',
      state: 'TX',
      servicingBranch: '1',
    }),
    accountNumber: '0001-204518-3',
    accountType: 'Loan',
    logonName: null,
    restricted: false,
    description: 'Registers with loan account 0001-204518-3, SSN 911204587, DOB 06/15/1991, zip 78701.',
  },
  {
    id: 'person-paul-rivera',
    person: person({
      firstName: 'Paul',
      lastName: 'Rivera',
      emailAddress: 'paul.rivera@example.com',
      ssn: '912375460',
      dateOfBirth: '1984-09-28',
      zipCode: '75201',
      phoneNumber: '2145550182',
      address1: '2100 Ross Ave',
      city: 'Dallas',
      state: 'TX',
      servicingBranch: '2',
    }),
    accountNumber: '0002-318804-1',
    accountType: 'Deposit',
    logonName: null,
    restricted: true,
    description: 'Restricted person: registering with deposit account 0002-318804-1, SSN 912375460 answers Restricted.',
  },
  {
    id: 'person-grace-okafor',
    person: person({
      firstName: 'Grace',
      lastName: 'Okafor',
      emailAddress: 'grace.okafor@example.com',
      ssn: '913486271',
      dateOfBirth: '1979-04-02',
      zipCode: '77002',
      phoneNumber: '7135550136',
      address1: '611 Walker St',
      city: 'Houston',
      state: 'TX',
      servicingBranch: '3',
    }),
    accountNumber: '0003-427716-5',
    accountType: 'Loan',
    logonName: 'grace.okafor',
    restricted: false,
    description: `Activation: #/home/activate?token=${ACTIVATION_DEMO_TOKEN} creates the login grace.okafor.`,
  },
  {
    id: 'person-hana-sato',
    person: person({
      firstName: 'Hana',
      lastName: 'Sato',
      emailAddress: 'hana.sato@example.com',
      ssn: '914205318',
      dateOfBirth: '1988-03-19',
      zipCode: '78205',
      phoneNumber: '2105550163',
      address1: '300 Alamo Plaza',
      city: 'San Antonio',
      state: 'TX',
      servicingBranch: '4',
    }),
    accountNumber: '0004-531207-2',
    accountType: 'Loan',
    logonName: 'hana.sato',
    restricted: false,
    description: `Activation: #/home/activate?token=${activationDemoToken('hana.sato')} creates the login hana.sato.`,
  },
  {
    id: 'person-victor-hale',
    person: person({
      firstName: 'Victor',
      lastName: 'Hale',
      emailAddress: 'victor.hale@example.com',
      ssn: '915316429',
      dateOfBirth: '1971-09-07',
      zipCode: '73102',
      phoneNumber: '4055550187',
      address1: '100 N Broadway Ave',
      city: 'Oklahoma City',
      state: 'OK',
      servicingBranch: '5',
    }),
    accountNumber: '0005-642318-7',
    accountType: 'Deposit',
    logonName: 'victor.hale',
    restricted: true,
    description: `Restricted activation: #/home/activate?token=${activationDemoToken('victor.hale')} creates victor.hale but answers Restricted; his login then answers 403 Restricted.`,
  },
  {
    id: 'person-ivan-petrov',
    person: person({
      firstName: 'Ivan',
      lastName: 'Petrov',
      emailAddress: 'ivan.petrov@example.com',
      ssn: '916427530',
      dateOfBirth: '1983-12-01',
      zipCode: '70112',
      phoneNumber: '5045550145',
      address1: '400 Poydras St',
      city: 'New Orleans',
      state: 'LA',
      servicingBranch: '6',
    }),
    accountNumber: '0006-753429-1',
    accountType: 'Loan',
    logonName: 'ivan.petrov',
    restricted: false,
    description: `Activation whose prepared logon name someone else may take first: once a registration chose ivan.petrov, #/home/activate?token=${activationDemoToken('ivan.petrov')} answers LogonNameTaken.`,
  },
  {
    id: 'person-owen-price',
    person: person({
      firstName: 'Owen',
      lastName: 'Price',
      emailAddress: 'owen.price@example.com',
      ssn: '917538641',
      dateOfBirth: '1986-11-05',
      zipCode: '74103',
      phoneNumber: '9185550129',
      address1: '15 W 6th St',
      city: 'Tulsa',
      state: 'OK',
      servicingBranch: '7',
    }),
    accountNumber: '0007-864530-4',
    accountType: 'Loan',
    logonName: null,
    restricted: false,
    description:
      'Registers with loan account 0007-864530-4, SSN 917538641, DOB 11/05/1986, zip 74103 (e2e: registers the logon name prepared for Ivan Petrov).',
  },
  {
    id: 'person-zoe-adams',
    person: person({
      firstName: 'Zoe',
      lastName: 'Adams',
      emailAddress: 'zoe.adams@example.com',
      ssn: '918649752',
      dateOfBirth: '1997-02-14',
      zipCode: '70802',
      phoneNumber: '2255550104',
      address1: '900 N 3rd St',
      city: 'Baton Rouge',
      state: 'LA',
      servicingBranch: '8',
    }),
    accountNumber: '0008-975641-8',
    accountType: 'Deposit',
    logonName: null,
    restricted: false,
    description:
      'Registers with deposit account 0008-975641-8, SSN 918649752, DOB 02/14/1997, zip 70802; without the e-mail code check the registration mails a verify-email link (e2e: verify e-mail).',
  },
];
