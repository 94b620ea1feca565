/**
 * Loan applications: the list of the last N days (the portal asks for 30), one application, and
 * Apply For Loan (availability and the page opened in a new tab).
 */
import { subDays } from 'date-fns';
import { findApplication, listApplications } from '../../store/accounts/applications-repo.ts';
import { findUserByName } from '../../store/users-repo.ts';
import { accountsSettings, type AccountsContext, type Schemas } from './accounts-context.ts';

/** GET /api/Application/GetList. */
export async function getApplicationList(
  ctx: AccountsContext,
  userName: string,
  days: number,
): Promise<Schemas['ApplicationListResponse']> {
  const apps = await listApplications(ctx.db, userName, subDays(ctx.clock(), days));
  return { HasNoErrors: true, Applications: apps, Errors: [] };
}

/** GET /api/Application: one of the user's applications within the window. */
export async function getApplication(
  ctx: AccountsContext,
  userName: string,
  days: number,
  applicationNumber: string,
): Promise<Schemas['ApplicationResponse']> {
  const app = await findApplication(ctx.db, userName, applicationNumber);
  if (!app || new Date(app.LastModified) < subDays(ctx.clock(), days)) {
    return { HasNoErrors: false, Errors: [{ ErrorMessage: 'ApplicationNotFound' }], Application: null };
  }
  return { HasNoErrors: true, Errors: [], Application: app };
}

/** GET /api/ApplyForLoan/Availability: offered to personal users; the consumer option decides how it opens. */
export async function getApplyForLoanAvailability(
  ctx: AccountsContext,
  userName: string,
): Promise<Schemas['ApplyForLoanAvailability']> {
  const user = await findUserByName(ctx.db, userName);
  const settings = await accountsSettings(ctx);
  return {
    IsEnabled: user?.person.companyNumber === 0,
    UsesConsumerApplication: settings.flag('portal.useEgtConsumerOption'),
  };
}

/** GET /api/ApplyForLoan: a redirect to the institution's application site when set, else a small sandbox page. */
export async function applyForLoanPage(
  ctx: AccountsContext,
  userName: string,
): Promise<{ redirect: string } | { html: string }> {
  const settings = await accountsSettings(ctx);
  const url = settings.text('portal.applyForLoanURLOption').trim();
  if (/^https:\/\//i.test(url)) return { redirect: url };
  const user = await findUserByName(ctx.db, userName);
  const name = (user?.displayName ?? '').replace(/[<>&"']/g, '');
  return {
    html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Loan application</title></head><body><h1>Loan application</h1><p>Sandbox application site for ${name}. A real institution redirects to its loan origination system here.</p></body></html>`,
  };
}
