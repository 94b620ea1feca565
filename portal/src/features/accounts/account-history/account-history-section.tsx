/**
 * Account history section (accounts spec §2 "Account history section", §4, §8): the 30/60/90/all
 * choice (default 30, each hideable), the sortable table, the empty and error texts, and the CSV
 * and PDF downloads through a single-use download token. Rendered by the loan details page and
 * the deposit details page.
 */
import { useId, useState } from 'react';
import type { SortState } from '@schemas/rules/table-sort';
import { nextSort } from '@schemas/rules/table-sort';
import type { HistoryRow } from '@/api/accounts/account-types';
import { useAccountHistoryQuery } from '@/api/accounts/get-account-history';
import { useSettings } from '@/settings/use-settings';
import { ErrorBanner } from '@/ui/error-banner';
import { Spinner } from '@/ui/spinner';
import { HistoryDownloads } from './history-downloads';
import { daysOf, visiblePeriods, type HistoryPeriod } from './history-period';
import { HistoryTable } from './history-table';
import './account-history-section.css';

/** Props of {@link AccountHistorySection}. */
export interface AccountHistorySectionProps {
  /** The account as the API knows it (with its check digit). */
  accountNumber: string;
  /** Days since the account opened (the loan's DaysSinceOpened): what "All" asks for. Unknown: 100 years. */
  daysSinceOpened?: number;
  /** Level of the section heading (default 2). */
  headingLevel?: 2 | 3;
  /** Heading text; default accountHistory.heading ('Loan History'). */
  heading?: string;
}

/** The default sort: newest first (spec §2: "default by date"). */
const DEFAULT_SORT: SortState<keyof HistoryRow> = { column: 'TransactionDate', direction: 'desc' };

/** The account history section. */
export function AccountHistorySection({
  accountNumber,
  daysSinceOpened,
  headingLevel = 2,
  heading: headingText,
}: AccountHistorySectionProps) {
  const settings = useSettings();
  const periods = visiblePeriods(settings);
  const [period, setPeriod] = useState<HistoryPeriod>(
    () => periods.find((p) => p.period === 30)?.period ?? periods[0]?.period ?? 30,
  );
  const [sort, setSort] = useState(DEFAULT_SORT);
  const days = daysOf(period, daysSinceOpened);
  const history = useAccountHistoryQuery({ accountNumber, days });
  const headingId = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const heading = headingText ?? settings.text('accountHistory.heading');
  const firstError = history.data?.HasNoErrors === false ? history.data.Errors[0]?.ErrorMessage : undefined;
  const errorText = history.isError
    ? settings.text('accountHistory.error')
    : firstError === 'SecurityNotAllowed'
      ? settings.text('accountHistory.securityNotAllowed')
      : history.data?.HasNoErrors === false
        ? settings.text('accountHistory.error')
        : '';
  const rows = errorText === '' ? (history.data?.List ?? []) : [];

  return (
    <section className="card account-history" aria-labelledby={headingId}>
      <div className="account-history__top">
        <Heading id={headingId}>{heading}</Heading>
        <HistoryDownloads accountNumber={accountNumber} days={days} />
      </div>
      {periods.length > 0 ? (
        <fieldset className="account-history__periods">
          <legend>{settings.text('accountHistory.periodLabel')}</legend>
          {periods.map((p) => (
            <label key={String(p.period)} className="account-history__period">
              <input
                type="radio"
                name={`${headingId}-period`}
                checked={p.period === period}
                onChange={() => setPeriod(p.period)}
              />
              <span>{p.label}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {history.isPending && accountNumber !== '' ? <Spinner label={settings.text('shell.loadingText')} /> : null}
      {errorText !== '' ? <ErrorBanner>{errorText}</ErrorBanner> : null}
      {history.isSuccess && errorText === '' && rows.length === 0 ? (
        <p className="account-history__empty">{settings.text('accountHistory.empty')}</p>
      ) : null}
      {rows.length > 0 ? (
        <HistoryTable
          rows={rows}
          sort={sort}
          onSort={(field) => setSort((s) => nextSort(s, field))}
          caption={heading}
        />
      ) : null}
    </section>
  );
}
