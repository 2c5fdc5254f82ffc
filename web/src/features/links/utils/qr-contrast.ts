// The contrast of a QR code's colours by WCAG 2's relative luminance: scanners need dark and
// light modules well apart, and start failing well before the colours look alike to people.

/** Below this ratio the designer warns that scanners may not read the code. */
export const QR_MIN_CONTRAST = 3;

/** WCAG relative luminance of `#rrggbb` (or `rrggbb`), 0 (black) to 1 (white). */
export function relativeLuminance(colour: string): number {
  const hex = colour.replace(/^#/, '');
  const [r, g, b] = [0, 2, 4].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The contrast ratio of two colours, 1 (the same) to 21 (black on white), either order. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

export function hasLowContrast(fg: string, bg: string): boolean {
  return contrastRatio(fg, bg) < QR_MIN_CONTRAST;
}
