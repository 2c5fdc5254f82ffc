// DELETE /api/auth/me ends the session; the page then reloads (docs/dashboard.md#calls) so every cache and store
// starts empty.
import { api } from '@/lib/api-client';

export async function logout(reload: () => void = () => window.location.reload()): Promise<void> {
  await api.delete('/api/auth/me');
  reload();
}
