// The fields of a link form, shared by CreateLink and EditLink: the destination URL and the slug.
import { CheckboxField, type CheckboxFieldProps } from '@/components/ui/checkbox-field';
import { TextField, type TextFieldProps } from '@/components/ui/field';
import { rules } from '@/lib/validation';

export function DestinationField(props: Omit<TextFieldProps, 'label'>) {
  return (
    <TextField
      label="Destination URL"
      type="url"
      autoComplete="url"
      hint={rules.destination}
      {...props}
    />
  );
}

/** The slug is case-sensitive path text: no auto-capitals or spell check. */
export function SlugField(props: TextFieldProps) {
  return <TextField autoCapitalize="none" spellCheck={false} {...props} />;
}

/** Whether the link's statistics are public at <origin>/<slug>+. */
export function PublicStatsField(props: Omit<CheckboxFieldProps, 'label'>) {
  return (
    <CheckboxField
      label="Public statistics"
      hint="Anyone with the address ending in + can see this link's visit statistics."
      {...props}
    />
  );
}
