// A link's QR code settings (docs/campaigns.md#qr-codes): GET and PATCH
// /api/link/{id}/qr/settings (whether anyone may fetch the code at /api/public/qr/{slug}) and PUT
// and DELETE /api/link/{id}/qr/logo (the PNG drawn in its middle). Every change answers the
// settings, which replace the cached ones.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface QrSettings {
  public: boolean;
  logo: boolean;
}

const qrPath = (id: string) => `/api/link/${encodeURIComponent(id)}/qr`;
export const qrSettingsKey = (id: string) => [...queryKeys.links, id, 'qr'] as const;

export const useQrSettings = (id: string) =>
  useQuery({
    queryKey: qrSettingsKey(id),
    queryFn: async () => unwrap(await api.get<QrSettings>(`${qrPath(id)}/settings`)),
  });

function useQrChange<T>(id: string, change: (input: T) => Promise<QrSettings>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (settings) => queryClient.setQueryData(qrSettingsKey(id), settings),
  });
}

export const useSetQrPublic = (id: string) =>
  useQrChange(id, async (isPublic: boolean) =>
    unwrap(await api.patch<QrSettings>(`${qrPath(id)}/settings`, { public: isPublic })),
  );

/** The file goes as the body, typed image/png whatever the browser guessed: the server checks. */
export const useSetQrLogo = (id: string) =>
  useQrChange(id, async (file: Blob) =>
    unwrap(await api.put<QrSettings>(`${qrPath(id)}/logo`, file, 'image/png')),
  );

export const useRemoveQrLogo = (id: string) =>
  useQrChange(id, async () => unwrap(await api.delete<QrSettings>(`${qrPath(id)}/logo`)));
