// The fields of a link form, shared by CreateLink and EditLink: the destination URL and the slug.
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
