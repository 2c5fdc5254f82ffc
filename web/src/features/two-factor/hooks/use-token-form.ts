// The form of EnableTOTP and DisableTOTP: one authenticator code, checked before sending.
import { z } from 'zod';
import { useZodForm } from '@/hooks/use-zod-form';
import { totpSchema } from '@/lib/validation';

const schema = z.object({ token: totpSchema });

export type TokenValues = z.infer<typeof schema>;

export function useTokenForm() {
  return useZodForm(schema, { token: '' });
}
