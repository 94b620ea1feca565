/**
 * Profile section "Notification preferences" (accounts spec §2, §4, §6): Email and Text toggles per
 * alert item. Text toggles need profile.allowTextMessagesOption and are disabled while the phone has
 * no text agreement, with the spec's note that no phone number is listed for texts.
 */
import { useEffect } from 'react';
import type { UserAlertsInfo } from '@/api/profile/profile-types';
import { updateNotifications } from '@/api/profile/update-notifications';
import { useSettings } from '@/settings/use-settings';
import {
  NOTIFICATION_ITEMS,
  notificationBody,
  notificationValues,
  sameNotifications,
  type NotificationValues,
} from './notification-items';
import { ProfileSection } from './profile-section';
import { SectionControls } from './section-controls';
import { useSectionState } from './use-section-state';

/** Props of {@link NotificationsSection}. */
export interface NotificationsSectionProps {
  server: UserAlertsInfo | undefined;
  /** The saved phone agreed to texts. */
  phoneAgreed: boolean;
  onDirtyChange(dirty: boolean): void;
}

/** The section. */
export function NotificationsSection({ server, phoneAgreed, onDirtyChange }: NotificationsSectionProps) {
  const settings = useSettings();
  const state = useSectionState(notificationValues(server, phoneAgreed), sameNotifications);
  const { form, dirty, replace, cached } = state;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  // A phone that loses its agreement turns every text alert off (spec §4).
  useEffect(() => {
    if (!phoneAgreed && Object.values(cached.text).some(Boolean))
      replace({ ...cached, text: Object.fromEntries(Object.keys(cached.text).map((k) => [k, false])) });
  }, [phoneAgreed, cached, replace]);
  const texting = settings.flag('profile.allowTextMessagesOption');

  const set = (column: 'email' | 'text', key: string, on: boolean) =>
    state.setForm({ ...form, [column]: { ...form[column], [key]: on } });
  const save = () =>
    void state.save(async () => {
      try {
        const answer = await updateNotifications(notificationBody(form));
        if (!answer.HasNoErrors) return { ok: false, errors: answer.Errors.map((e) => ({ fromHost: e.ErrorMessage })) };
        const next: NotificationValues = answer.UserAlertsInfo
          ? notificationValues(answer.UserAlertsInfo, phoneAgreed)
          : form;
        return { ok: true, next };
      } catch {
        return { ok: false, errors: [settings.text('notifications.saveError')] };
      }
    });

  return (
    <ProfileSection id="profile-notifications" heading={settings.text('profile.notificationsHeading')}>
      {texting && !phoneAgreed ? <p className="profile-section__note">{settings.text('profile.noTextPhone')}</p> : null}
      <table className="profile-notifications">
        <thead>
          <tr>
            <td />
            <th scope="col">{settings.text('notifications.emailColumn')}</th>
            {texting ? <th scope="col">{settings.text('notifications.textColumn')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {NOTIFICATION_ITEMS.map((item) => {
            const label = settings.text(item.label);
            return (
              <tr key={item.key}>
                <th scope="row">{label}</th>
                <td>
                  <input
                    type="checkbox"
                    role="switch"
                    aria-label={`${label} ${settings.text('notifications.emailColumn')}`}
                    checked={form.email[item.key] === true}
                    disabled={state.saving}
                    onChange={(e) => set('email', item.key, e.target.checked)}
                  />
                </td>
                {texting ? (
                  <td>
                    {item.emailOnly ? null : (
                      <input
                        type="checkbox"
                        role="switch"
                        aria-label={`${label} ${settings.text('notifications.textColumn')}`}
                        checked={form.text[item.key] === true}
                        disabled={state.saving || !phoneAgreed}
                        onChange={(e) => set('text', item.key, e.target.checked)}
                      />
                    )}
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
      <SectionControls {...state} onCancel={state.cancel} onSave={save} />
    </ProfileSection>
  );
}
