/**
 * The statements of one year (spec §2, §7: cached per account and year) and opening one by its
 * provider (decision 221): the host's viewer or a Broadridge document with a passable token, or an
 * outside provider's URL, after the redirect notice for provider 4.
 */
import { useState } from 'react';
import { statementOpening } from '@schemas/rules/e-statement-toggle';
import { dateText } from '@schemas/rules/host-format';
import { getPassableToken } from '@/api/auth/get-passable-token';
import type { Statement } from '@/api/accounts/account-types';
import { fetchStatementUrl } from '@/api/accounts/get-statement-url';
import { useStatementListQuery } from '@/api/accounts/get-statement-list';
import { absoluteStatementUrl, broadridgeAddress, viewStatementAddress } from '@/api/accounts/statement-addresses';
import { useSessionStore } from '@/session/session-store';
import { useLanguage } from '@/settings/language';
import { useSettings } from '@/settings/use-settings';
import { ErrorBanner } from '@/ui/error-banner';
import { openPendingTab } from '@/ui/open-pending-tab';
import { Spinner } from '@/ui/spinner';
import { StatementRedirectDialog } from './statement-dialogs';

/** Props of {@link StatementList}. */
export interface StatementListProps {
  accountNumber: string;
  year: number;
}

/** The address a statement opens at. */
async function statementAddress(s: Statement, userToken: string): Promise<string> {
  const opening = statementOpening(s.Provider);
  if (opening === 'view') return viewStatementAddress(s, await getPassableToken());
  if (opening === 'broadridge') return broadridgeAddress(s, await getPassableToken());
  return absoluteStatementUrl(await fetchStatementUrl(s, userToken));
}

/** The list of a year's statements. */
export function StatementList({ accountNumber, year }: StatementListProps) {
  const settings = useSettings();
  const language = useLanguage();
  const token = useSessionStore((s) => s.token) ?? '';
  const list = useStatementListQuery({ accountNumber, year });
  const [problem, setProblem] = useState<'blocked' | 'failed' | null>(null);
  const [notice, setNotice] = useState<Statement | null>(null);

  const open = async (s: Statement) => {
    setProblem(null);
    const result = await openPendingTab(() => statementAddress(s, token));
    if (result !== 'opened') setProblem(result);
  };
  const choose = (s: Statement) =>
    statementOpening(s.Provider) === 'providerUrlAfterNotice' ? setNotice(s) : void open(s);

  if (list.isPending) return <Spinner label={settings.text('shell.loadingText')} />;
  if (list.isError || list.data.HasNoErrors === false) {
    return <ErrorBanner>{settings.text('eStatements.listError')}</ErrorBanner>;
  }
  const statements = list.data.StatementList;
  return (
    <>
      {statements.length === 0 ? <p className="e-statements__empty">{settings.text('eStatements.empty')}</p> : null}
      {statements.length > 0 ? (
        <ul className="e-statements__list">
          {statements.map((s) => (
            <li key={s.Id}>
              <button type="button" className="e-statements__link" onClick={() => choose(s)}>
                {settings.text('eStatements.statementLabel', { date: dateText(s.Date, language) })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {problem ? (
        <ErrorBanner>
          {settings.text(problem === 'blocked' ? 'dialogs.popupBlockedText' : 'eStatements.openError')}
        </ErrorBanner>
      ) : null}
      {notice ? (
        <StatementRedirectDialog
          onCancel={() => setNotice(null)}
          onContinue={() => {
            const chosen = notice;
            setNotice(null);
            void open(chosen);
          }}
        />
      ) : null}
    </>
  );
}
