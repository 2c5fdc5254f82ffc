// The QR designer's choices and the server URLs they make (GET /api/link/{id}/qr and the public
// GET /api/public/qr/{slug}, docs/campaigns.md#qr-codes). A choice equal to the server's default
// is left out of the URL, so the defaults live in one place (the server) and the plain code has
// the plain URL.

export const QR_ECC_LEVELS = ['L', 'M', 'Q', 'H'] as const;
export type QrEcc = (typeof QR_ECC_LEVELS)[number];

export const QR_SIZES = [256, 512, 1024, 2048] as const;
export const QR_MARGIN_MAX = 16;

export interface QrDesign {
  /** Width and height in pixels. */
  size: number;
  /** The quiet zone, in modules. */
  margin: number;
  ecc: QrEcc;
  /** Colours as `<input type="color">` gives them: `#rrggbb`. */
  fg: string;
  bg: string;
}

/** The server's defaults. */
export const DEFAULT_QR_DESIGN: QrDesign = {
  size: 512,
  margin: 4,
  ecc: 'M',
  fg: '#000000',
  bg: '#ffffff',
};

export interface QrUrlOptions {
  /** Downloads name their format; the preview leaves SVG, the default, out. */
  format?: 'svg' | 'png';
  /** Asks the server for `Content-Disposition: attachment` (it names the file). */
  download?: boolean;
  /** The preview is an SVG scaled by the page, so its pixel size would only refetch it. */
  withSize?: boolean;
  /**
   * Bumped when the code changes on the server (a logo set or removed): the browser would
   * otherwise show the image it already has for the same URL.
   */
  version?: number;
}

/** Six lowercase hex digits: a `#` would have to be sent as `%23`. */
export function hexDigits(colour: string): string {
  return colour.replace(/^#/, '').toLowerCase();
}

function qrQuery(design: QrDesign, options: QrUrlOptions): string {
  const { format, download = false, withSize = true, version = 0 } = options;
  const query = new URLSearchParams();
  if (withSize && design.size !== DEFAULT_QR_DESIGN.size) query.set('size', String(design.size));
  if (design.margin !== DEFAULT_QR_DESIGN.margin) query.set('margin', String(design.margin));
  if (design.ecc !== DEFAULT_QR_DESIGN.ecc) query.set('ecc', design.ecc);
  for (const key of ['fg', 'bg'] as const) {
    const value = hexDigits(design[key]);
    if (value !== hexDigits(DEFAULT_QR_DESIGN[key])) query.set(key, value);
  }
  if (format) query.set('format', format);
  if (download) query.set('download', 'true');
  if (version > 0) query.set('v', String(version));
  const search = query.toString();
  return search ? `?${search}` : '';
}

export function qrImageUrl(linkId: string, design: QrDesign, options: QrUrlOptions = {}): string {
  return `/api/link/${encodeURIComponent(linkId)}/qr${qrQuery(design, options)}`;
}

/** The public code (its address: publicQrBase) as designed here; plain for the default design. */
export const publicQrUrl = (base: string, design: QrDesign) => `${base}${qrQuery(design, {})}`;

/** The server's limit on a logo file; bigger ones are refused before sending. */
export const QR_LOGO_MAX_BYTES = 64 * 1024;

/**
 * Why the server would refuse `file` as a logo, as the key of its message, when that shows
 * before sending (its type and size; its pixels only the server reads), or null.
 */
export function logoProblem(file: Blob): 'logoNotPng' | 'logoTooLarge' | null {
  // An unknown type (some systems give none) is left to the server, which reads the file.
  if (file.type && file.type !== 'image/png') return 'logoNotPng';
  if (file.size > QR_LOGO_MAX_BYTES) return 'logoTooLarge';
  return null;
}

/** The margin typed so far: a whole number of modules in range, or null while it is none. */
export function parseMargin(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  if (!Number.isFinite(value)) return null;
  return Math.min(QR_MARGIN_MAX, Math.max(0, Math.round(value)));
}
