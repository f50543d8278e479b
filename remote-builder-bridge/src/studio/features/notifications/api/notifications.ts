import { apiClient } from '@keepsake/shared/api-client';
import { staffNotificationSettingsSchema, type StaffNotificationSettings, type StaffNotificationUpdate } from '@keepsake/shared/contract/staff';
import { dataRoots, queryOptions } from '@keepsake/shared/query';

export const notificationKeys = { all: dataRoots.staffNotifications };

// GET /api/staff/notifications: which mails I get, and the home's staff address.
export const notificationsQuery = queryOptions({
  queryKey: notificationKeys.all,
  queryFn: ({ signal }) => apiClient.get<StaffNotificationSettings>('/api/staff/notifications', { schema: staffNotificationSettingsSchema, signal }),
});

export const saveNotifications = (body: StaffNotificationUpdate) =>
  apiClient.put<StaffNotificationSettings>('/api/staff/notifications', { body, schema: staffNotificationSettingsSchema });
