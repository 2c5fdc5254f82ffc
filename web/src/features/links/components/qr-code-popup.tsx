// QRCode: the QR code of a short URL with PNG and SVG downloads.
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
      toast('Could not create the PNG file', 'error');
    }
  };

  return (
    <PopupShell title="QR code" description={data.url}>
      <div className="qr-popup">
        <QrCode id={SVG_ID} value={data.url} size={240} label={`QR code for ${data.url}`} />
      </div>
      <div className="popup__actions">
        <Button onClick={() => void downloadPng()}>Download PNG</Button>
        <Button onClick={downloadSvg}>Download SVG</Button>
        <Button variant="primary" onClick={() => close()}>
          Done
        </Button>
      </div>
    </PopupShell>
  );
}

export default QrCodePopup;
