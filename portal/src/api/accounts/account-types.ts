/** Contract types of the account-area calls the dashboard, history, statements and applications use. */
import type { components } from '@contract/api-types';

type S = components['schemas'];

/** An account list entry (accounts spec §3 Account). */
export type Account = S['Account'];
/** GET /api/accountList answer. */
export type AccountListResponse = S['AccountListResponse'];
/** One account history row (spec §3 History row). */
export type HistoryRow = S['HistoryRow'];
/** GET /api/AccountHistory answer. */
export type AccountHistoryResponse = S['AccountHistoryResponse'];
/** One e-statement. */
export type Statement = S['Statement'];
/** GET /api/accountEStatements/GetStatementList answer. */
export type StatementListResponse = S['StatementListResponse'];
/** Statement formats: ElectronicOnly (e-statements on) and PaperOnly. */
export type StatementFormat = S['StatementFormat'];
/** One login history entry. */
export type LoginHistoryEntry = S['LoginHistoryEntry'];
/** A loan application. */
export type Application = S['Application'];
/** GET /api/Application/GetList answer. */
export type ApplicationListResponse = S['ApplicationListResponse'];
/** GET /api/Application answer. */
export type ApplicationResponse = S['ApplicationResponse'];
/** Save answers: HasNoErrors and Errors. */
export interface SaveResponse {
  HasNoErrors: boolean;
  Errors: { ErrorMessage: string }[];
}

/** The application lookup window the portal always asks for (spec §9: 30 days). */
export const APPLICATION_DAYS = 30;
