/**
 * People the lender knows who have no login yet, for the access area's registration and activation flows (access
 * spec §2 registration, activation). The users who can sign in are in `access-scenarios.ts`.
 */
import type { ScenarioPerson } from './scenario-types.ts';
import { ACTIVATION_DEMO_TOKEN, activationDemoToken, person } from './access-scenarios.ts';

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
