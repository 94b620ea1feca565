/** POST /api/UpdateProfile/Notifications (accounts spec §7: the notification variant of UpdateProfile). */
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../api-client';
import type { UpdateProfileResponse, UserAlertsInfo } from './profile-types';

/** Saves notification preferences with the sequence number they were read with. */
export async function updateNotifications(alerts: UserAlertsInfo): Promise<UpdateProfileResponse> {
  const { data } = await api.post<UpdateProfileResponse>('UpdateProfile/Notifications', { UserAlertsInfo: { ...alerts, AlertsAreDirty: true }, AlertsAreDirty: true });
  return data;
}

/** Mutation options: a stale sequence number is refused, so a retry would only fail again. */
export const updateNotificationsMutation = () =>
  mutationOptions({ mutationKey: ['profile', 'notifications'] as const, mutationFn: updateNotifications, retry: false });

/** The notification-preferences save. */
export function useUpdateNotifications() {
  return useMutation(updateNotificationsMutation());
}
