// The one field for a 6-digit authenticator code (TOTP): every form that asks for a code
// renders it, so its label, keyboard, autofill and rule text are the same everywhere.
import { useTranslation } from 'react-i18next';
import { rules } from '@/lib/validation';
import { TextField, type TextFieldProps } from './field';

export type TotpCodeFieldProps = Omit<
  TextFieldProps,
  'label' | 'inputMode' | 'autoComplete' | 'maxLength' | 'hint'
>;

export function TotpCodeField(props: TotpCodeFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('components.fields.totp')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      hint={rules.totp}
      {...props}
    />
  );
}
