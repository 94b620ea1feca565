/**
 * The profile page (route `profile`; accounts spec §2 "Profile page", §4 "Profile sections", §6): four
 * sections, each hideable by a setting and each with its own copy, Save/Cancel and check mark. Any
 * section's unsaved change sets the shared flag the leave guard and logout read.
 */
import { personalInfoForm } from '@schemas/rules/profile-changes';
import { useCallback, useState } from 'react';
import { useProfileQuery } from '@/api/profile/get-profile';
import { useSessionStore } from '@/session/session-store';
import { useUnsavedChanges } from '@/session/unsaved-store';
import { useSettings } from '@/settings/use-settings';
import { ErrorBanner } from '@/ui/error-banner';
import { PageHeading } from '@/ui/page-heading';
import { Spinner } from '@/ui/spinner';
import { NotificationsSection } from './notifications-section';
import { PersonalInfoSection } from './personal-info-section';
import { ProfileDocumentsSection, type ProfileUploadSlot } from './profile-documents-section';
import { UserInfoSection } from './user-info-section';
import { useDeviceBiometrics } from './use-device-biometrics';
import './profile-page.css';

type SectionId = 'user' | 'personal' | 'notifications';

/** Props of {@link ProfilePage}: the route may hand in the Documents area's upload widget. */
export interface ProfilePageProps {
  upload?: ProfileUploadSlot;
}

/** The page. */
export function ProfilePage({ upload }: ProfilePageProps) {
  const settings = useSettings();
  const profile = useProfileQuery();
  const biometrics = useDeviceBiometrics();
  const isPersonal = useSessionStore((s) => s.user?.isPersonalUser === true);
  const [dirty, setDirty] = useState<Readonly<Record<SectionId, boolean>>>({
    user: false,
    personal: false,
    notifications: false,
  });
  const [phoneAgreed, setPhoneAgreed] = useState<boolean | undefined>();
  useUnsavedChanges(dirty.user || dirty.personal || dirty.notifications);
  const mark = (id: SectionId, value: boolean) => setDirty((d) => (d[id] === value ? d : { ...d, [id]: value }));
  // Stable callbacks: the sections report their flag from an effect that depends on them.
  const onUser = useCallback((v: boolean) => mark('user', v), []);
  const onPersonal = useCallback((v: boolean) => mark('personal', v), []);
  const onNotifications = useCallback((v: boolean) => mark('notifications', v), []);

  const heading = <PageHeading>{settings.text('titles.profile')}</PageHeading>;
  if (profile.isPending || !biometrics.ready) {
    return (
      <div className="page profile-page">
        {heading}
        <Spinner label={settings.text('titles.profile')} variant="page" showLabel={false} />
      </div>
    );
  }
  if (profile.isError) {
    return (
      <div className="page profile-page">
        {heading}
        <ErrorBanner>{settings.text('profile.loadError')}</ErrorBanner>
      </div>
    );
  }
  const data = profile.data;
  const cachedAgreed =
    phoneAgreed ?? personalInfoForm(data.PersonalInfo?.Address, data.PersonalInfo?.PhoneNumbers).phone1OptInTexting;
  const showPersonal = isPersonal || !settings.flag('profile.personalInformationHiddenForBusiness');
  const showDocuments =
    isPersonal && settings.flag('access.useFileServices') && !settings.flag('profile.profileDocumentsHidden');

  return (
    <div className="page profile-page">
      {heading}
      {settings.flag('profile.userInformationHidden') ? null : (
        <UserInfoSection server={data.UserInfo} biometrics={biometrics.enabled} onDirtyChange={onUser} />
      )}
      {showPersonal ? (
        <PersonalInfoSection
          server={data.PersonalInfo}
          onDirtyChange={onPersonal}
          onSaved={(info) => setPhoneAgreed(info.phone1OptInTexting)}
        />
      ) : null}
      {settings.flag('profile.notificationPreferencesHidden') ? null : (
        <NotificationsSection server={data.UserAlertsInfo} phoneAgreed={cachedAgreed} onDirtyChange={onNotifications} />
      )}
      {showDocuments ? <ProfileDocumentsSection documents={data.Documents ?? []} upload={upload} /> : null}
    </div>
  );
}
