/** The three Document Center panels: account documents, profile documents and application documents. */
import { useState } from 'react';
import { useAccountListQuery } from '@/api/accounts/get-account-list';
import { useApplicationListQuery } from '@/api/accounts/get-application-list';
import { useSettings } from '@/settings/use-settings';
import { ErrorBanner } from '@/ui/error-banner';
import { Spinner } from '@/ui/spinner';
import { FileManagementSection } from './file-management-section';
import { OwnerSelector } from './owner-selector';

/** The owners a selector offers; the first is chosen until the user picks another. */
function useChoice(numbers: readonly string[]) {
  const [picked, setPicked] = useState('');
  return [numbers.includes(picked) ? picked : (numbers[0] ?? ''), setPicked] as const;
}

/** Account Documents: pick an account, see and upload its documents. */
export function AccountDocumentsPanel() {
  const settings = useSettings();
  const accounts = useAccountListQuery();
  const numbers = (accounts.data?.Accounts ?? []).map((a) => a.Number);
  const [accountNumber, setAccountNumber] = useChoice(numbers);
  if (accounts.isPending) return <Spinner label={settings.text('shell.loadingText')} />;
  if (accounts.isError) return <ErrorBanner>{settings.text('documents.loadError')}</ErrorBanner>;
  if (numbers.length === 0) return <p>{settings.text('documents.empty')}</p>;
  return (
    <>
      <OwnerSelector
        label={settings.text('documents.accountSelectLabel')}
        numbers={numbers}
        value={accountNumber}
        onChange={setAccountNumber}
      />
      <FileManagementSection owner={{ kind: 'account', accountNumber }} />
    </>
  );
}

/** Applications Documents: pick an application, see and upload its documents. */
export function ApplicationDocumentsPanel() {
  const settings = useSettings();
  const applications = useApplicationListQuery();
  const numbers = (applications.data?.Applications ?? []).map((a) => String(a.ApplicationNumber));
  const [applicationNumber, setApplicationNumber] = useChoice(numbers);
  if (applications.isPending) return <Spinner label={settings.text('shell.loadingText')} />;
  if (applications.isError) return <ErrorBanner>{settings.text('documents.loadError')}</ErrorBanner>;
  if (numbers.length === 0) return <p>{settings.text('documents.empty')}</p>;
  return (
    <>
      <OwnerSelector
        label={settings.text('documents.applicationSelectLabel')}
        numbers={numbers}
        value={applicationNumber}
        onChange={setApplicationNumber}
      />
      <FileManagementSection owner={{ kind: 'application', applicationNumber }} />
    </>
  );
}

/** Profile Documents: the customer's own documents. */
export function ProfileDocumentsPanel() {
  return <FileManagementSection owner={{ kind: 'customer' }} />;
}
