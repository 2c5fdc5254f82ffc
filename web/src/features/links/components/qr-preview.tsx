// The QR code as the server draws it. Keyed by its URL, so a failure (a scan address too long
// for a code, a lost session) does not outlive the design that caused it.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const PREVIEW_PX = 240;

export function QrPreview({ src, alt }: { src: string; alt: string }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  return (
    <>
      <img
        className="qr-designer__image"
        src={src}
        alt={alt}
        width={PREVIEW_PX}
        height={PREVIEW_PX}
        onError={() => setFailed(true)}
      />
      {failed && (
        <p className="field__error" role="alert">
          {t('links.qr.failed')}
        </p>
      )}
    </>
  );
}
