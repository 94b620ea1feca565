/**
 * Login history (accounts spec §2 "Login history page", §8): the user's sign-ins as a Date / IP
 * address table, sortable by either column (newest first by default), or the page's error.
 */
import { useMemo, useState } from 'react';
import { nextSort, sortRows, type SortState } from '@schemas/rules/table-sort';
import { dateTimeText } from '@schemas/rules/host-format';
import type { LoginHistoryEntry } from '@/api/accounts/account-types';
import { useLoginHistoryQuery } from '@/api/accounts/get-login-history';
import { useLanguage } from '@/settings/language';
import { useSettings } from '@/settings/use-settings';
import { ErrorBanner } from '@/ui/error-banner';
import { PageHeading } from '@/ui/page-heading';
import { Spinner } from '@/ui/spinner';
import './login-history-page.css';

type Column = 'LoginDate' | 'IPAddress';

/** "11/24/2026 8:19 PM": on a narrow phone it may break between the date and the time, never before "PM". */
function DateTime({ text }: { text: string }) {
  const cut = text.indexOf(' ');
  if (cut < 0) return text;
  return (
    <>
      <span className="login-history__nowrap">{text.slice(0, cut)}</span>{' '}
      <span className="login-history__nowrap">{text.slice(cut + 1)}</span>
    </>
  );
}

/** The login history page. */
export function LoginHistoryPage() {
  const settings = useSettings();
  const language = useLanguage();
  const history = useLoginHistoryQuery();
  const [sort, setSort] = useState<SortState<Column>>({ column: 'LoginDate', direction: 'desc' });
  const rows = useMemo(
    () =>
      sortRows<LoginHistoryEntry>(
        history.data ?? [],
        sort.column === 'LoginDate' ? 'date' : 'string',
        sort.direction,
        (r) => r[sort.column],
      ),
    [history.data, sort],
  );
  const header = (column: Column, label: string) => (
    <th
      scope="col"
      aria-sort={sort.column === column ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      <button type="button" className="login-history__sort" onClick={() => setSort((s) => nextSort(s, column))}>
        {label}
        <span aria-hidden="true">{sort.column === column ? (sort.direction === 'asc' ? ' ▲' : ' ▼') : ''}</span>
      </button>
    </th>
  );

  return (
    <div className="page login-history">
      <PageHeading>{settings.text('loginHistory.heading')}</PageHeading>
      <div className="card">
        {history.isPending ? <Spinner label={settings.text('shell.loadingText')} /> : null}
        {history.isError ? <ErrorBanner>{settings.text('loginHistory.error')}</ErrorBanner> : null}
        {history.isSuccess ? (
          <table className="login-history__table">
            <thead>
              <tr>
                {header('LoginDate', settings.text('loginHistory.dateColumn'))}
                {header('IPAddress', settings.text('loginHistory.ipColumn'))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r, i) => (
                <tr key={r.EntryKey ?? i}>
                  <td>
                    <DateTime text={dateTimeText(r.LoginDate, language)} />
                  </td>
                  <td>{r.IPAddress}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </div>
    </div>
  );
}

export default LoginHistoryPage;
