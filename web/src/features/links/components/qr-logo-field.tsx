// The logo of a link's QR code: a PNG drawn in the middle of the code, sent as soon as it is
// picked (PUT /api/link/{id}/qr/logo) and removed with a button. A file the server would refuse
// by its type or size is refused here before sending, in the server's words.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { useRemoveQrLogo, useSetQrLogo } from '../api/qr-settings';
import { logoProblem } from '../utils/qr-design';

export interface QrLogoFieldProps {
  linkId: string;
  /** Whether the link has a logo; undefined until its settings are known. */
  logo: boolean | undefined;
  /** Called once the server has the new logo, or none. */
  onChanged: () => void;
}

export function QrLogoField({ linkId, logo, onChanged }: QrLogoFieldProps) {
  const { t } = useTranslation();
  const upload = useSetQrLogo(linkId);
  const remove = useRemoveQrLogo(linkId);
  const [refusal, setRefusal] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const error = refusal ?? upload.error?.message ?? remove.error?.message;

  const start = () => {
    setRefusal(null);
    upload.reset();
    remove.reset();
  };

  const pick = (file: File | undefined) => {
    start();
    if (!file) return;
    const problem = logoProblem(file);
    if (problem) setRefusal(t(`apiErrors.${problem}`));
    else upload.mutate(file, { onSuccess: onChanged });
  };

  return (
    <fieldset className="qr-logo" disabled={logo === undefined}>
      <legend className="field__label">{t('links.qr.logo')}</legend>
      <TextField
        ref={input}
        type="file"
        accept="image/png"
        label={logo ? t('links.qr.replaceLogo') : t('links.qr.addLogo')}
        hint={t('links.qr.logoHint')}
        aria-busy={upload.isPending || undefined}
        onChange={(event) => {
          pick(event.target.files?.[0]);
          // The same file picked again (after fixing it) is a new choice.
          event.target.value = '';
        }}
      />
      {logo && (
        <div>
          <Button
            size="sm"
            busy={remove.isPending}
            onClick={() => {
              start();
              remove.mutate(undefined, {
                onSuccess: () => {
                  onChanged();
                  // The button goes away with the logo: the picker takes the focus.
                  input.current?.focus();
                },
              });
            }}
          >
            {t('links.qr.removeLogo')}
          </Button>
        </div>
      )}
      {error && (
        <p role="alert" className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
