import { apiClient } from '@keepsake/shared/api-client';
import { bus } from '@keepsake/shared/bus';
import type { Session } from '@keepsake/shared/contract/website';

// The same reading of GET /api/auth/session the shell does at start, after the portal signs someone up;
// the page's session follows through the bus. A failure signs out (SPEC §4).
export async function loadSession(): Promise<void> {
  try {
    const { user } = await apiClient.get<Session>('/api/auth/session');
    if (user) bus.emit('session:signed-in', { user });
    else bus.emit('session:signed-out');
  } catch {
    bus.emit('session:signed-out');
  }
}
