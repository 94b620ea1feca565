/**
 * Values the walk learns from earlier answers (the account from the account list, an application
 * number, a phone number, ...) and the query parameters filled from them, so read calls ask about
 * things the signed-in user has.
 */

/** What has been learnt so far: the account the walk asks about, and scalar values by property name. */
export interface Found {
  account?: string;
  /** First value seen per property name, lower case (`applicationnumber`, `zipcode`, `phonenumber`, ...). */
  values: Map<string, string>;
  /** The bank account the kit's writes added, as the method list shows it (to delete it again). */
  addedAch?: unknown;
}

/** Property names worth keeping from any answer. */
const HARVESTED = new Set(['applicationnumber', 'branchnumber', 'routingnumber', 'zipcode', 'zip', 'phonenumber']);

/** Keeps the first value of every harvested property anywhere in the body. */
export function harvest(body: unknown, found: Found): void {
  if (Array.isArray(body)) return body.forEach((item) => harvest(item, found));
  if (body === null || typeof body !== 'object') return;
  for (const [key, value] of Object.entries(body)) {
    const name = key.toLowerCase();
    if (
      HARVESTED.has(name) &&
      (typeof value === 'string' || typeof value === 'number') &&
      String(value) !== '' &&
      !found.values.has(name)
    ) {
      found.values.set(name, String(value));
    }
    harvest(value, found);
  }
}

/** The account the walk asks about: the first loan of `GET /api/accountList` (type 0), else the first account. */
export function learnAccount(body: unknown, found: Found): void {
  const accounts = (body as { Accounts?: { Number?: unknown; Type?: unknown }[] } | null)?.Accounts;
  if (!Array.isArray(accounts)) return;
  const chosen = accounts.find((a) => a.Type === 0) ?? accounts[0];
  if (typeof chosen?.Number === 'string') found.account = chosen.Number;
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** A value for a required query parameter, or undefined when nothing learnt gives one. */
export function queryValue(name: string, found: Found, today: Date): string | undefined {
  switch (name.toLowerCase()) {
    case 'accountnumber':
      return found.account;
    case 'days':
      return '30';
    case 'numdaystoretrieve':
      return '365';
    case 'year':
      return String(today.getUTCFullYear());
    case 'whentoagree':
      return '0'; // the login's agreements
    case 'payoffdate':
      return isoDate(new Date(today.getTime() + 7 * 86_400_000));
    case 'zip':
      return found.values.get('zipcode') ?? found.values.get('zip');
    default:
      return found.values.get(name.toLowerCase());
  }
}
