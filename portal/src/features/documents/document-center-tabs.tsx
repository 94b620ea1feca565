/** The three Document Center panels: account documents, profile documents and application documents. */
import { useState } from 'react';
import type { SettingKey } from '@schemas/settings/generated/setting-key';
import { useAccountListQuery } from '@/api/accounts/get-account-list';
import { useApplicationListQuery } from '@/api/accounts/get-application-list';
import type { DocumentOwner } from '@/api/documents/document-types';
import { useSettings } from '@/settings/use-settings';
import { ErrorBanner } from '@/ui/error-banner';
import { Spinner } from '@/ui/spinner';
import { FileManagementSection } from './file-management-section';
import { OwnerSelector } from './owner-selector';

/** Props of {@link OwnerDocumentsPanel}. */
interface OwnerDocumentsPanelProps {
  /** The query that lists the owners. */
  list: { isPending: boolean; isError: boolean };
  /** The owners' numbers, in the list's order. */
  numbers: readonly string[];
  /** The selector's label. */
  label: SettingKey;
  /** The document owner a number stands for. */
  ownerOf: (number: string) => DocumentOwner;
}

/** Pick an owner (the first until the user picks another), see and upload its documents. */
function OwnerDocumentsPanel({ list, numbers, label, ownerOf }: OwnerDocumentsPanelProps) {
  const settings = useSettings();
  const [picked, setPicked] = useState('');
  const number = numbers.includes(picked) ? picked : (numbers[0] ?? '');
  if (list.isPending) return <Spinner label={settings.text('shell.loadingText')} />;
  if (list.isError) return <ErrorBanner>{settings.text('documents.loadError')}</ErrorBanner>;
  if (numbers.length === 0) return <p>{settings.text('documents.empty')}</p>;
  return (
    <>
      <OwnerSelector label={settings.text(label)} numbers={numbers} value={number} onChange={setPicked} />
      <FileManagementSection owner={ownerOf(number)} />
    </>
  );
}

/** Account Documents: pick an account, see and upload its documents. */
export function AccountDocumentsPanel() {
  const accounts = useAccountListQuery();
  return (
    <OwnerDocumentsPanel
      list={accounts}
      numbers={(accounts.data?.Accounts ?? []).map((a) => a.Number)}
      label="documents.accountSelectLabel"
      ownerOf={(accountNumber) => ({ kind: 'account', accountNumber })}
    />
  );
}

/** Applications Documents: pick an application, see and upload its documents. */
export function ApplicationDocumentsPanel() {
  const applications = useApplicationListQuery();
  return (
    <OwnerDocumentsPanel
      list={applications}
      numbers={(applications.data?.Applications ?? []).map((a) => String(a.ApplicationNumber))}
      label="documents.applicationSelectLabel"
      ownerOf={(applicationNumber) => ({ kind: 'application', applicationNumber })}
    />
  );
}

/** Profile Documents: the customer's own documents. */
export function ProfileDocumentsPanel() {
  return <FileManagementSection owner={{ kind: 'customer' }} />;
}
