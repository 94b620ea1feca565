import { useSettings } from '@/settings/use-settings';
import type { RegistrationSection } from './registration-rules';

/** One breadcrumb tab: the sections it stands for and whether it can be opened. */
export interface BreadcrumbTab {
  section: RegistrationSection;
  enabled: boolean;
}

/** Props of {@link RegistrationBreadcrumb}. */
export interface RegistrationBreadcrumbProps {
  tabs: BreadcrumbTab[];
  current: RegistrationSection;
  onOpen: (section: RegistrationSection) => void;
}

const labels = {
  personalInfo: 'registration.personalDataStep',
  emailVerification: 'registration.personalDataStep',
  security: 'registration.securityStep',
  logonInfo: 'registration.registrationStep',
} as const;

/**
 * The breadcrumb Personal Data / Security / Registration (spec §2): Security only when a security field is
 * required; later tabs are disabled until the prior section is valid. E-mail verification belongs to Personal Data.
 */
export function RegistrationBreadcrumb({ tabs, current, onOpen }: RegistrationBreadcrumbProps) {
  const settings = useSettings();
  const currentTab = current === 'emailVerification' ? 'personalInfo' : current;
  return (
    <nav aria-label={settings.text('registration.breadcrumbLabel')} className="registration-breadcrumb">
      <ol>
        {tabs.map((tab) => (
          <li key={tab.section}>
            <button
              type="button"
              className="registration-breadcrumb__tab"
              aria-current={tab.section === currentTab ? 'step' : undefined}
              disabled={!tab.enabled}
              onClick={() => onOpen(tab.section)}
            >
              {settings.text(labels[tab.section])}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
