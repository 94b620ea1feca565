/** POST /api/UpdateProfile/Notifications (accounts spec §7: the notification variant of UpdateProfile). */
import { api } from '../api-client';
import type { UpdateProfileResponse, UserAlertsInfo } from './profile-types';

/** Saves notification preferences with the sequence number they were read with. */
export async function updateNotifications(alerts: UserAlertsInfo): Promise<UpdateProfileResponse> {
  const { data } = await api.post('UpdateProfile/Notifications', {
    UserAlertsInfo: { ...alerts, AlertsAreDirty: true },
    AlertsAreDirty: true,
  });
  return data;
}
