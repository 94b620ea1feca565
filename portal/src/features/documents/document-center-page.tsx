/**
 * Document Center (route documentCenter, spec §2 "Documents"): three tabs, Account Documents, Profile
 * Documents and Applications Documents. Tabs follow the WAI-ARIA tabs pattern (arrow keys move between
 * them). Profile documents are for personal users only (spec §6).
 */
import { useRef, useState, type KeyboardEvent } from 'react';
import { useSessionStore } from '@/session/session-store';
import { useSettings } from '@/settings/use-settings';
import { PageHeading } from '@/ui/page-heading';
import { AccountDocumentsPanel, ApplicationDocumentsPanel, ProfileDocumentsPanel } from './document-center-tabs';
import './documents.css';

type TabId = 'account' | 'profile' | 'application';

/** The Document Center page. */
export function DocumentCenterPage() {
  const settings = useSettings();
  const personal = useSessionStore((s) => s.user?.isPersonalUser ?? false);
  const tabs: { id: TabId; label: string }[] = [
    { id: 'account', label: settings.text('documents.accountTab') },
    ...(personal ? [{ id: 'profile' as const, label: settings.text('documents.profileTab') }] : []),
    { id: 'application', label: settings.text('documents.applicationTab') },
  ];
  const [active, setActive] = useState<TabId>('account');
  const buttons = useRef<Partial<Record<TabId, HTMLButtonElement | null>>>({});
  // Every tab's documents and uploads come from the file services: without them there is nothing to show (decision
  // 327).
  if (!settings.flag('access.useFileServices')) {
    return (
      <div className="page document-center">
        <PageHeading>{settings.text('titles.documentCenter')}</PageHeading>
        <p className="card">{settings.text('documents.empty')}</p>
      </div>
    );
  }

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((t) => t.id === active);
    // Up and Down too: on a phone the tabs stand in a column (documents.css).
    const step =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? -1
          : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = tabs[(index + step + tabs.length) % tabs.length]!.id;
    setActive(next);
    buttons.current[next]?.focus();
  };

  return (
    <div className="page document-center">
      <PageHeading>{settings.text('titles.documentCenter')}</PageHeading>
      <div className="card">
        <div className="document-center__tabs" role="tablist">
          {tabs.map((t) => (
            <button
              key={t.id}
              ref={(el) => void (buttons.current[t.id] = el)}
              type="button"
              role="tab"
              id={`document-tab-${t.id}`}
              aria-selected={active === t.id}
              aria-controls={`document-panel-${t.id}`}
              tabIndex={active === t.id ? 0 : -1}
              className="document-center__tab"
              onClick={() => setActive(t.id)}
              onKeyDown={onKeyDown}
            >
              {t.label}
            </button>
          ))}
        </div>
        <div
          className="document-center__panel"
          role="tabpanel"
          id={`document-panel-${active}`}
          aria-labelledby={`document-tab-${active}`}
        >
          {active === 'account' ? <AccountDocumentsPanel /> : null}
          {active === 'profile' ? <ProfileDocumentsPanel /> : null}
          {active === 'application' ? <ApplicationDocumentsPanel /> : null}
        </div>
      </div>
    </div>
  );
}

export default DocumentCenterPage;
