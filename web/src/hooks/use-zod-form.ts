// A react-hook-form form checked by a zod schema: the schema gives the fields, their rules and
// their messages, shown next to the fields after submitting.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';

export function useZodForm<T extends FieldValues>(
  schema: z.ZodType<T, T>,
  defaultValues: DefaultValues<NoInfer<T>>,
) {
  return useForm<T>({ resolver: zodResolver(schema), defaultValues });
}
