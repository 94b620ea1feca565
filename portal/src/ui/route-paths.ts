/**
 * The paths screens link to by name, declared once below `app/` so that features, the session and the studio's
 * preview may import them; the route table (app/route-table.ts) builds its entries from them.
 */

/** Where the empty path, unknown paths and guarded routes without a session go. */
export const HOME_PATH = '/home/login';

/** The logged-in landing page. */
export const DASHBOARD_PATH = '/myaccount/dashboard';
