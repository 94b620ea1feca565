/**
 * Scenario users of the payments area: one per payment state the spec distinguishes (a payoff-locked
 * loan, a recurring payment, a scheduled payment, card or ACH blocked). `seed-payments.ts` adds their
 * saved methods, payments and loan blocks. All use the password `Password1!`.
 */
import type { Scenario, ScenarioPerson } from './scenario-types.ts';

const person = (p: Omit<ScenarioPerson, 'companyNumber'>): ScenarioPerson => ({ ...p, companyNumber: 0 });

/** Scenario users owned by the payments area. */
export const paymentsScenarios: readonly Scenario[] = [
  {
    username: 'ray.santos',
    password: 'Password1!',
    tags: ['payoff-locked'],
    description:
      'Auto loan whose payoff is locked: payoff quotes and payoff payments are refused (PayoffLocked / payOffQuote).',
    person: person({
      firstName: 'Raymond',
      lastName: 'Santos',
      emailAddress: 'ray.santos@example.com',
      ssn: '921450386',
      dateOfBirth: '1981-03-14',
      zipCode: '85004',
      phoneNumber: '6025550143',
      address1: '1 N Central Ave',
      city: 'Phoenix',
      state: 'AZ',
      servicingBranch: '3',
    }),
  },
  {
    username: 'beth.morgan',
    password: 'Password1!',
    tags: ['has-recurring'],
    description: 'Loan with a monthly recurring ACH payment from checking x6789 (listed in payment info, deletable).',
    person: person({
      firstName: 'Elizabeth',
      lastName: 'Morgan',
      emailAddress: 'beth.morgan@example.com',
      ssn: '922561497',
      dateOfBirth: '1988-09-02',
      zipCode: '80202',
      phoneNumber: '3035550167',
      address1: '1600 Broadway',
      city: 'Denver',
      state: 'CO',
      servicingBranch: '1',
    }),
  },
  {
    username: 'omar.haddad',
    password: 'Password1!',
    tags: ['has-scheduled'],
    description:
      'Loan with one scheduled card payment a few business days ahead (the default maximum of 1 is reached).',
    person: person({
      firstName: 'Omar',
      lastName: 'Haddad',
      emailAddress: 'omar.haddad@example.com',
      ssn: '923672508',
      dateOfBirth: '1992-01-21',
      zipCode: '48226',
      phoneNumber: '3135550129',
      address1: '500 Woodward Ave',
      city: 'Detroit',
      state: 'MI',
      servicingBranch: '2',
    }),
  },
  {
    username: 'jill.becker',
    password: 'Password1!',
    tags: ['card-blocked'],
    description: 'Loan on which the host blocks card payments (blockCardPayment): only ACH can be used.',
    person: person({
      firstName: 'Jillian',
      lastName: 'Becker',
      emailAddress: 'jill.becker@example.com',
      ssn: '924783619',
      dateOfBirth: '1973-06-30',
      zipCode: '53202',
      phoneNumber: '4145550185',
      address1: '777 E Wisconsin Ave',
      city: 'Milwaukee',
      state: 'WI',
      servicingBranch: '6',
    }),
  },
  {
    username: 'luis.ortega',
    password: 'Password1!',
    tags: ['ach-blocked'],
    description: 'Loan on which the host blocks ACH payments (blockAchPayment): only cards can be used.',
    person: person({
      firstName: 'Luis',
      lastName: 'Ortega',
      emailAddress: 'luis.ortega@example.com',
      ssn: '925894720',
      dateOfBirth: '1966-12-11',
      zipCode: '87102',
      phoneNumber: '5055550114',
      address1: '400 Gold Ave SW',
      city: 'Albuquerque',
      state: 'NM',
      servicingBranch: '7',
    }),
  },
  {
    username: 'holiday.user',
    password: 'Password1!',
    tags: ['holiday'],
    description:
      'Loan whose next due date is the next weekday bank holiday: it is in NonPaymentDays, so on-due-date and days-before-due 0 land on a holiday and a payment dated that day answers Holiday.',
    person: person({
      firstName: 'Holly',
      lastName: 'Day',
      emailAddress: 'holiday.user@example.com',
      ssn: '926905831',
      dateOfBirth: '1984-07-04',
      zipCode: '02108',
      phoneNumber: '6175550171',
      address1: '24 Beacon St',
      city: 'Boston',
      state: 'MA',
      servicingBranch: '1',
    }),
  },
  {
    username: 'cutoff.user',
    password: 'Password1!',
    tags: ['cutoff'],
    description:
      'Loan with its own ACH cut-off of 00:00, so the sandbox day is always past it: BlockImmediateACHPaymentsAfterCutoffTime is true, the adjusted ACH date is the next business day, immediate ACH answers DateNotAllowed; cards still pay today.',
    person: person({
      firstName: 'Curtis',
      lastName: 'Hoffman',
      emailAddress: 'cutoff.user@example.com',
      ssn: '927016942',
      dateOfBirth: '1979-11-18',
      zipCode: '64105',
      phoneNumber: '8165550192',
      address1: '1100 Main St',
      city: 'Kansas City',
      state: 'MO',
      servicingBranch: '2',
    }),
  },
  {
    username: 'small.dollar',
    password: 'Password1!',
    tags: ['small-dollar'],
    description:
      'Small-dollar loan ($600 over 6 months) with mail preference 2: with enableSmallDollarRuleOption on, dates 1 to 7 days ahead are refused (smallDollar); the consumer-finance sample has the rule on.',
    person: person({
      firstName: 'Sam',
      lastName: 'Dollar',
      emailAddress: 'small.dollar@example.com',
      ssn: '928127053',
      dateOfBirth: '1995-02-27',
      zipCode: '38103',
      phoneNumber: '9015550138',
      address1: '100 Peabody Pl',
      city: 'Memphis',
      state: 'TN',
      servicingBranch: '3',
    }),
  },
];
