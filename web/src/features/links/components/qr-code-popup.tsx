// QRCode: the QR code of a short URL with PNG and SVG downloads.
import { useTranslation } from 'react-i18next';
import type { PopupPropsOf } from '@/components/popup/popup-store';
import { PopupShell } from '@/components/popup/popup-shell';
import { toast } from '@/components/toast/toast-store';
import { Button } from '@/components/ui/button';
import { QrCode } from '@/components/ui/qr-code';
import { saveFile } from '@/lib/download';
import { qrFileName, svgToPngBlob, svgToText } from '../utils/qr-export';

export interface QrCodePopupData {
  url: string;
  slug: string;
}

const SVG_ID = 'link-qr-code';

declare module '@/components/popup/popup-store' {
  interface PopupRegistry {
    QRCode: PopupEntry<QrCodePopupData, void>;
  }
}

export function QrCodePopup({ data, close }: PopupPropsOf<'QRCode'>) {
  const { t } = useTranslation();
  const getSvg = () => document.getElementById(SVG_ID) as SVGSVGElement | null;

  const downloadSvg = () => {
    const svg = getSvg();
    if (svg) saveFile(qrFileName(data.slug, 'svg'), svgToText(svg), 'image/svg+xml');
  };

  const downloadPng = async () => {
    const svg = getSvg();
    if (!svg) return;
    try {
      saveFile(qrFileName(data.slug, 'png'), await svgToPngBlob(svg, 1024));
    } catch {
      toast(t('links.qr.pngFailed'), 'error');
    }
  };

  return (
    <PopupShell title={t('links.qr.title')} description={data.url}>
      <div className="qr-popup">
        <QrCode
          id={SVG_ID}
          value={data.url}
          size={240}
          label={t('links.qr.label', { url: data.url })}
        />
      </div>
      <div className="popup__actions">
        <Button onClick={() => void downloadPng()}>{t('links.qr.downloadPng')}</Button>
        <Button onClick={downloadSvg}>{t('links.qr.downloadSvg')}</Button>
        <Button variant="primary" onClick={() => close()}>
          {t('links.done')}
        </Button>
      </div>
    </PopupShell>
  );
}

export default QrCodePopup;
