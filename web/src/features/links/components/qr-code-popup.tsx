// QRCode: a link's QR code as the server draws it, designed here (size, error correction,
// colours, margin) and downloaded as SVG or PNG. The code encodes the link's scan address, so
// its visits count as scans; the short URL is still shown as text.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PopupPropsOf } from '@/components/popup/popup-store';
import { PopupShell } from '@/components/popup/popup-shell';
import { Button } from '@/components/ui/button';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { DEFAULT_QR_DESIGN, qrImageUrl, type QrDesign } from '../utils/qr-design';
import { QrDesigner } from './qr-designer';
import { QrPreview } from './qr-preview';

export interface QrCodePopupData {
  /** The link's id: the server draws its code. */
  id: string;
  /** The short URL, shown as text and naming the image. */
  url: string;
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
  const preview = qrImageUrl(data.id, previewDesign, { withSize: false });
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
        <QrDesigner design={design} onChange={setDesign} />
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
