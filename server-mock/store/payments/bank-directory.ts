/**
 * The sandbox's small bank directory for routing-number lookups (spec: Address, City, State, Zip, Name).
 * Published routing numbers of well-known banks, the Federal Reserve (not usable for ACH debits) and
 * the sandbox lender itself, whose accounts are checked against the borrower's own deposit accounts.
 */

/** One bank in the directory. */
export interface BankEntry {
  routingNumber: string;
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  /** False for routing numbers that cannot be drafted by ACH (RoutingNumberAchNotAllowed). */
  achAllowed: boolean;
  /** The lender itself: the account must be one of the borrower's accounts (else RoutingAccountInvalidInternal). */
  internal?: boolean;
}

/** The lender's own routing number in the sandbox. */
export const INTERNAL_ROUTING_NUMBER = '291070467';

const BANKS: readonly BankEntry[] = [
  {
    routingNumber: '021000021',
    name: 'JPMorgan Chase Bank, N.A.',
    address: '270 Park Avenue',
    city: 'New York',
    state: 'NY',
    zip: '10017',
    achAllowed: true,
  },
  {
    routingNumber: '071000013',
    name: 'JPMorgan Chase Bank, N.A.',
    address: '10 South Dearborn Street',
    city: 'Chicago',
    state: 'IL',
    zip: '60603',
    achAllowed: true,
  },
  {
    routingNumber: '026009593',
    name: 'Bank of America, N.A.',
    address: '222 Broadway',
    city: 'New York',
    state: 'NY',
    zip: '10038',
    achAllowed: true,
  },
  {
    routingNumber: '111000025',
    name: 'Bank of America, N.A.',
    address: '901 Main Street',
    city: 'Dallas',
    state: 'TX',
    zip: '75202',
    achAllowed: true,
  },
  {
    routingNumber: '121000248',
    name: 'Wells Fargo Bank, N.A.',
    address: '420 Montgomery Street',
    city: 'San Francisco',
    state: 'CA',
    zip: '94104',
    achAllowed: true,
  },
  {
    routingNumber: '091000019',
    name: 'Wells Fargo Bank, N.A.',
    address: '90 South 7th Street',
    city: 'Minneapolis',
    state: 'MN',
    zip: '55402',
    achAllowed: true,
  },
  {
    routingNumber: '061000104',
    name: 'Truist Bank',
    address: '303 Peachtree Street NE',
    city: 'Atlanta',
    state: 'GA',
    zip: '30308',
    achAllowed: true,
  },
  {
    routingNumber: '031201360',
    name: 'TD Bank, N.A.',
    address: '1701 Route 70 East',
    city: 'Cherry Hill',
    state: 'NJ',
    zip: '08034',
    achAllowed: true,
  },
  {
    routingNumber: '256074974',
    name: 'Navy Federal Credit Union',
    address: '820 Follin Lane SE',
    city: 'Vienna',
    state: 'VA',
    zip: '22180',
    achAllowed: true,
  },
  {
    routingNumber: '011000015',
    name: 'Federal Reserve Bank of Boston',
    address: '600 Atlantic Avenue',
    city: 'Boston',
    state: 'MA',
    zip: '02210',
    achAllowed: false,
  },
  {
    routingNumber: INTERNAL_ROUTING_NUMBER,
    name: 'Sandbox Lending (this institution)',
    address: '100 Main Street',
    city: 'Springfield',
    state: 'IL',
    zip: '62701',
    achAllowed: true,
    internal: true,
  },
];

/** The bank with this routing number, if the directory knows it. */
export function findBank(routingNumber: string): BankEntry | undefined {
  return BANKS.find((bank) => bank.routingNumber === routingNumber);
}
