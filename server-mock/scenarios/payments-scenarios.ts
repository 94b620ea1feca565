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
    description: 'Auto loan whose payoff is locked: payoff quotes and payoff payments are refused (PayoffLocked / payOffQuote).',
    person: person({ firstName: 'Raymond', lastName: 'Santos', emailAddress: 'ray.santos@example.com', ssn: '921450386', dateOfBirth: '1981-03-14', zipCode: '85004', phoneNumber: '6025550143', address1: '1 N Central Ave', city: 'Phoenix', state: 'AZ', servicingBranch: '3' }),
  },
  {
    username: 'beth.morgan',
    password: 'Password1!',
    tags: ['has-recurring'],
    description: 'Loan with a monthly recurring ACH payment from checking x6789 (listed in payment info, deletable).',
    person: person({ firstName: 'Elizabeth', lastName: 'Morgan', emailAddress: 'beth.morgan@example.com', ssn: '922561497', dateOfBirth: '1988-09-02', zipCode: '80202', phoneNumber: '3035550167', address1: '1600 Broadway', city: 'Denver', state: 'CO', servicingBranch: '1' }),
  },
  {
    username: 'omar.haddad',
    password: 'Password1!',
    tags: ['has-scheduled'],
    description: 'Loan with one scheduled card payment a few business days ahead (the default maximum of 1 is reached).',
    person: person({ firstName: 'Omar', lastName: 'Haddad', emailAddress: 'omar.haddad@example.com', ssn: '923672508', dateOfBirth: '1992-01-21', zipCode: '48226', phoneNumber: '3135550129', address1: '500 Woodward Ave', city: 'Detroit', state: 'MI', servicingBranch: '2' }),
  },
  {
    username: 'jill.becker',
    password: 'Password1!',
    tags: ['card-blocked'],
    description: 'Loan on which the host blocks card payments (blockCardPayment): only ACH can be used.',
    person: person({ firstName: 'Jillian', lastName: 'Becker', emailAddress: 'jill.becker@example.com', ssn: '924783619', dateOfBirth: '1973-06-30', zipCode: '53202', phoneNumber: '4145550185', address1: '777 E Wisconsin Ave', city: 'Milwaukee', state: 'WI', servicingBranch: '6' }),
  },
  {
    username: 'luis.ortega',
    password: 'Password1!',
    tags: ['ach-blocked'],
    description: 'Loan on which the host blocks ACH payments (blockAchPayment): only cards can be used.',
    person: person({ firstName: 'Luis', lastName: 'Ortega', emailAddress: 'luis.ortega@example.com', ssn: '925894720', dateOfBirth: '1966-12-11', zipCode: '87102', phoneNumber: '5055550114', address1: '400 Gold Ave SW', city: 'Albuquerque', state: 'NM', servicingBranch: '7' }),
  },
];
