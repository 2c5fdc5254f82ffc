// A QR code rendered as SVG, with an accessible name.
import { QRCodeSVG } from 'qrcode.react';

export interface QrCodeProps {
  value: string;
  label: string;
  size?: number;
  id?: string;
}

export function QrCode({ value, label, size = 192, id }: QrCodeProps) {
  return (
    <div className="qr" role="img" aria-label={label}>
      <QRCodeSVG
        id={id}
        value={value}
        size={size}
        marginSize={2}
        level="M"
        bgColor="#ffffff"
        fgColor="#000000"
        aria-hidden="true"
      />
    </div>
  );
}
