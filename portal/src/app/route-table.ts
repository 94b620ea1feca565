/**
 * Every route of the portal as plain data (no React): the router builds itself from it and the
 * e2e suite imports it to visit every page. Paths are react-router patterns relative to the hash
 * root, so route `home/login` is reached at `/#/home/login`.
 */
import { DASHBOARD_PATH } from '@/ui/route-paths';

/** Which layout and guard a route lives under. */
export type RouteArea = 'home' | 'myaccount' | 'root';

/** One route of the portal. */
export interface RouteDef {
  /** Stable id; the settings key of its title is `titles.<id>`. */
  id: string;
  /** react-router pattern relative to `/`, without a leading slash. */
  path: string;
  /** Default page title (equal to the catalogue default of `titleKey`). */
  title: string;
  /** Settings key holding the title; institutions may re-word it. */
  titleKey: `titles.${string}`;
  /** home: logged-out layout; myaccount: logged-in layout behind the session guard; root: own page. */
  area: RouteArea;
  /** A concrete path for a route with parameters, for links and tests. */
  example?: string;
}

/** Builds one entry; the title key always follows the id so the two cannot drift. */
const route = (id: string, path: string, title: string, area: RouteArea, example?: string): RouteDef => ({
  id,
  path,
  title,
  titleKey: `titles.${id}`,
  area,
  ...(example === undefined ? {} : { example }),
});

/** All routes (access spec §2, accounts spec §2, payments spec §2). */
export const routeTable: readonly RouteDef[] = [
  route('login', 'home/login', 'Login', 'home'),
  route('register', 'home/register', 'Register', 'home'),
  // Optional parameters: without one these pages show their own outcome (SSO: unauthorized on login;
  // verify e-mail: the invalid-data error) instead of the catch-all's silent redirect (§2, §4).
  route('sso', 'home/sso/:token?', 'Single Sign-On', 'home', 'home/sso/example-token'),
  route('verifyEmail', 'home/verifyEmail/:enc?', 'Verify Email', 'home', 'home/verifyEmail/example-enc'),
  route(
    'forcePasswordChange',
    'home/forcePasswordChange/:enc',
    'Password Change Required',
    'home',
    'home/forcePasswordChange/example-enc',
  ),
  route('homeLocations', 'home/locations', 'Locations', 'home'),
  route('homeMessages', 'home/messages', 'Messages', 'home'),
  route('homeFaq', 'home/faq', 'FAQ', 'home'),
  route('recovery', 'home/recovery', 'Account Recovery', 'home'),
  // Without their query token these pages leave (activation) or show only an error (opt-out).
  route('activate', 'home/activate', 'Activate Account', 'home', 'home/activate?token=example-token'),
  route('optOut', 'opt-out', 'Opt Out', 'home', 'opt-out?token=example-token'),
  // Account examples are basic.user's seeded accounts (e2e logs in as basic.user).
  route('deposits', 'myaccount/deposits', 'Deposits', 'myaccount'),
  route(
    'depositDetails',
    'myaccount/deposits/depositDetails/:accountNumber',
    'Deposit Details',
    'myaccount',
    'myaccount/deposits/depositDetails/0001-734141-3',
  ),
  route('dashboard', DASHBOARD_PATH.slice(1), 'Dashboard', 'myaccount'),
  route('profile', 'myaccount/profile', 'Profile', 'myaccount'),
  route('documents', 'myaccount/documents', 'Documents', 'myaccount'),
  route('payment', 'myaccount/payment', 'Make Payment', 'myaccount'),
  route(
    'paymentAccount',
    'myaccount/payment/:accountNumber',
    'Make Payment',
    'myaccount',
    'myaccount/payment/0001-734140-5',
  ),
  route(
    'loanDetails',
    'myaccount/loanDetails/:accountNumber',
    'Loan Details',
    'myaccount',
    'myaccount/loanDetails/0001-734140-5',
  ),
  route('documentCenter', 'myaccount/document-center', 'Document Center', 'myaccount'),
  route('locations', 'myaccount/locations', 'Locations', 'myaccount'),
  route(
    'applicationDetails',
    'myaccount/applicationdetails/:applicationNumber',
    'Application Details',
    'myaccount',
    'myaccount/applicationdetails/A-1001',
  ),
  route('loginHistory', 'myaccount/loginHistory', 'Login History', 'myaccount'),
  route('messages', 'myaccount/messages', 'Messages', 'myaccount'),
  route('faq', 'myaccount/faq', 'FAQ', 'myaccount'),
  route('requestChange', 'myaccount/requestChange', 'Contact Info Change', 'myaccount'),
  route('paymentConfirm', 'myaccount/paymentConfirm', 'Payment Confirmation', 'myaccount'),
  route('error500', 'error500', 'Error', 'root'),
];

/** The page shown when settings fail to load. */
export const ERROR500_PATH = '/error500';

/** Looks a route up by id; throws for an unknown id so a typo fails loudly in tests. */
export function routeById(id: string): RouteDef {
  const found = routeTable.find((r) => r.id === id);
  if (!found) throw new Error(`Unknown route id: ${id}`);
  return found;
}

/** A path a browser can visit for the route: the example for param routes, else the pattern. */
export function visitPath(def: RouteDef): string {
  return `/${def.example ?? def.path}`;
}
