/**
 * The ACH authorizations list (accounts spec §2 "ACH authorizations screen", §8 "Documents"): one
 * item per recurring ACH draft titled 'Recurring ACH Authorization {loan account} {creation date}'
 * (date 'M/d/yy, h:mm:ss'), opening the rendered agreement in a new tab with a passable token.
 * Exported for the Documents page (route `documents`), which renders it.
 */
import { achAuthorizationTitle } from '@schemas/rules/document-date';
import { useState } from 'react';
import { baseURL } from '@/api/api-client';
import { getPassableToken } from '@/api/auth/get-passable-token';
import { achDraftAddress, useAchDraftsQuery } from '@/api/profile/get-ach-drafts';
import { useSettings } from '@/settings/use-settings';
import { ErrorBanner } from '@/ui/error-banner';
import { Spinner } from '@/ui/spinner';
import { openPendingTab, type PendingTabResult } from '@/ui/open-pending-tab';
import './ach-authorizations.css';

/** Props of {@link AchAuthorizationsList}. */
export interface AchAuthorizationsListProps {
  /** Heading level of the list's heading (the Documents page decides where it sits). */
  headingLevel?: 2 | 3;
}

/** The list in its own card, with its heading, empty and error texts. */
export function AchAuthorizationsList({ headingLevel = 2 }: AchAuthorizationsListProps) {
  const settings = useSettings();
  const drafts = useAchDraftsQuery();
  const [opened, setOpened] = useState<PendingTabResult | undefined>();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const template = settings.text('documents.achAuthorizationTitle');

  const open = (id: string) => {
    setOpened(undefined);
    void openPendingTab(async () => achDraftAddress(baseURL, await getPassableToken(), id)).then(setOpened);
  };

  return (
    <section className="card ach-authorizations" aria-labelledby="ach-authorizations-heading">
      <Heading id="ach-authorizations-heading">{settings.text('documents.achAuthorizationsHeading')}</Heading>
      {drafts.isPending ? (
        <Spinner label={settings.text('documents.achAuthorizationsHeading')} showLabel={false} />
      ) : null}
      {drafts.isError || opened === 'failed' ? <ErrorBanner>{settings.text('documents.achError')}</ErrorBanner> : null}
      {opened === 'blocked' ? <ErrorBanner>{settings.text('dialogs.popupBlockedText')}</ErrorBanner> : null}
      {drafts.isSuccess && drafts.data.length === 0 ? <p>{settings.text('documents.achEmpty')}</p> : null}
      {drafts.isSuccess && drafts.data.length > 0 ? (
        <ul className="ach-authorizations__list">
          {drafts.data.map((d) => (
            <li key={d.Id}>
              <button type="button" className="ach-authorizations__item" onClick={() => open(d.Id)}>
                {achAuthorizationTitle(template, d.LoanAccountNumber, d.CreationDate)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
