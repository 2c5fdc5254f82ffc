// QRCode: a link's QR code as the server draws it, designed here (size, error correction,
// colours, margin, a logo in the middle) and downloaded as SVG or PNG, or made public for anyone
// to fetch. The code encodes the link's scan address, so its visits count as scans; the short
// URL is still shown as text.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PopupPropsOf } from '@/components/popup/popup-store';
import { PopupShell } from '@/components/popup/popup-shell';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/field';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useQrSettings } from '../api/qr-settings';
import { DEFAULT_QR_DESIGN, publicQrUrl, qrImageUrl, type QrDesign } from '../utils/qr-design';
import { QrDesigner } from './qr-designer';
import { QrLogoField } from './qr-logo-field';
import { QrPreview } from './qr-preview';
import { QrPublicSwitch } from './qr-public-switch';

export interface QrCodePopupData {
  /** The link's id: the server draws its code. */
  id: string;
  /** The short URL, shown as text and naming the image. */
  url: string;
  /** Where anyone may fetch the code once it is public (publicQrBase), without a design. */
  publicUrl: string;
}

// Colour pickers fire while dragging: the preview waits until the controls settle.
const PREVIEW_DELAY_MS = 250;

declare module '@/components/popup/popup-store' {
  interface PopupRegistry {
    QRCode: PopupEntry<QrCodePopupData, void>;
  }
}

export function QrCodePopup({ data, close }: PopupPropsOf<'QRCode'>) {
  const { t } = useTranslation();
  const [design, setDesign] = useState<QrDesign>(DEFAULT_QR_DESIGN);
  const previewDesign = useDebouncedValue(design, PREVIEW_DELAY_MS);
  const settings = useQrSettings(data.id);
  // Counts the logo's changes, so the preview is fetched again at once (see QrUrlOptions).
  const [version, setVersion] = useState(0);
  const preview = qrImageUrl(data.id, previewDesign, { withSize: false, version });
  // The downloads follow the controls at once: a quick click gets what the controls show.
  const download = (format: 'svg' | 'png') =>
    qrImageUrl(data.id, design, { format, download: true });

  return (
    <PopupShell title={t('links.qr.title')} description={data.url} size="lg">
      <div className="qr-designer">
        <div className="qr-designer__preview">
          <QrPreview key={preview} src={preview} alt={t('links.qr.label', { url: data.url })} />
          <p className="field__hint">{t('links.qr.scans')}</p>
        </div>
        <div className="qr-designer__controls">
          <QrDesigner design={design} onChange={setDesign} logo={settings.data?.logo} />
          <QrLogoField
            linkId={data.id}
            logo={settings.data?.logo}
            onChanged={() => setVersion((current) => current + 1)}
          />
          <QrPublicSwitch
            linkId={data.id}
            on={settings.data?.public}
            address={publicQrUrl(data.publicUrl, design)}
          />
          <FormMessage message={settings.error?.message} />
        </div>
      </div>
      <div className="popup__actions">
        <a className="button button--secondary" href={download('svg')} download>
          {t('links.qr.downloadSvg')}
        </a>
        <a className="button button--secondary" href={download('png')} download>
          {t('links.qr.downloadPng')}
        </a>
        <Button variant="primary" onClick={() => close()}>
          {t('links.done')}
        </Button>
      </div>
    </PopupShell>
  );
}

export default QrCodePopup;
