// A QR code drawn in the browser as SVG, with an accessible name: for what the server does not
// draw, such as the authenticator's otpauth URI (a link's code comes from GET /api/link/{id}/qr).
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
