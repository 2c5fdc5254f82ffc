// The fallbacks of a domain, shared by AddDomain and EditDomain: where its root, unknown slugs
// and expired links lead, and whether standard accounts may create links on it.
import type { UseFormReturn } from 'react-hook-form';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { TextField } from '@/components/ui/field';
import type { DomainFormValues, FallbackField } from '../utils/domain-form';

const FALLBACKS: readonly { field: FallbackField; label: string; hint: string }[] = [
  {
    field: 'rootRedirect',
    label: 'Root redirect',
    hint: 'Where the domain’s own address (/) leads. Empty: the server’s home redirect.',
  },
  {
    field: 'notFoundRedirect',
    label: 'Not-found redirect',
    hint: 'Where a short link that does not exist leads. Empty: the “Link not found” page.',
  },
  {
    field: 'expiredRedirect',
    label: 'Expired redirect',
    hint: 'Where an expired or used-up link without its own expiry address leads. Empty: the “This link has expired” page.',
  },
];

export function DomainFields({
  form,
  isDefault,
}: {
  form: UseFormReturn<DomainFormValues>;
  /** The default domain is open to every account, so it has no switch for that. */
  isDefault: boolean;
}) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <>
      {FALLBACKS.map(({ field, label, hint }) => (
        <TextField
          key={field}
          label={label}
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://example.com/"
          hint={hint}
          error={errors[field]?.message}
          {...register(field)}
        />
      ))}
      {!isDefault && (
        <CheckboxField
          label="Standard accounts may create links here"
          hint="Otherwise only the owner and admins can put links on this domain."
          {...register('standardMayCreate')}
        />
      )}
    </>
  );
}
