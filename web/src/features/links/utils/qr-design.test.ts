import { describe, expect, it } from 'vitest';
import {
  DEFAULT_QR_DESIGN,
  hexDigits,
  logoProblem,
  parseMargin,
  publicQrUrl,
  QR_LOGO_MAX_BYTES,
  qrImageUrl,
  type QrDesign,
} from './qr-design';

const ID = '00000000-0000-4000-8000-000000000010';
const custom: QrDesign = { size: 1024, margin: 0, ecc: 'H', fg: '#1A2B3C', bg: '#fafafa' };

describe('qrImageUrl', () => {
  it('leaves every default out', () => {
    expect(qrImageUrl(ID, DEFAULT_QR_DESIGN)).toBe(`/api/link/${ID}/qr`);
  });

  it('sends each choice that differs, colours as six lowercase digits without #', () => {
    const url = qrImageUrl(ID, custom);
    expect(url).toBe(`/api/link/${ID}/qr?size=1024&margin=0&ecc=H&fg=1a2b3c&bg=fafafa`);
    expect(url).not.toContain('#');
    expect(url).not.toContain('%23');
  });

  it('sends one changed choice alone', () => {
    expect(qrImageUrl(ID, { ...DEFAULT_QR_DESIGN, bg: '#FFFF00' })).toBe(
      `/api/link/${ID}/qr?bg=ffff00`,
    );
    expect(qrImageUrl(ID, { ...DEFAULT_QR_DESIGN, ecc: 'L' })).toBe(`/api/link/${ID}/qr?ecc=L`);
  });

  it('leaves the size out of the preview, which the page scales', () => {
    expect(qrImageUrl(ID, custom, { withSize: false })).toBe(
      `/api/link/${ID}/qr?margin=0&ecc=H&fg=1a2b3c&bg=fafafa`,
    );
  });

  it('names the format of a download and asks for an attachment', () => {
    expect(qrImageUrl(ID, DEFAULT_QR_DESIGN, { format: 'png', download: true })).toBe(
      `/api/link/${ID}/qr?format=png&download=true`,
    );
    expect(qrImageUrl(ID, custom, { format: 'svg', download: true })).toBe(
      `/api/link/${ID}/qr?size=1024&margin=0&ecc=H&fg=1a2b3c&bg=fafafa&format=svg&download=true`,
    );
  });

  it('encodes the id as one path segment', () => {
    expect(qrImageUrl('a/b?c', DEFAULT_QR_DESIGN)).toBe('/api/link/a%2Fb%3Fc/qr');
  });
});

describe('hexDigits', () => {
  it('drops the # and lowercases', () => {
    expect(hexDigits('#ABCDEF')).toBe('abcdef');
    expect(hexDigits('123abc')).toBe('123abc');
  });
});

describe('parseMargin', () => {
  it('reads whole modules within 0 to 16', () => {
    expect(parseMargin('0')).toBe(0);
    expect(parseMargin('7')).toBe(7);
    expect(parseMargin('16')).toBe(16);
  });

  it('clamps out-of-range values and rounds fractions', () => {
    expect(parseMargin('40')).toBe(16);
    expect(parseMargin('-3')).toBe(0);
    expect(parseMargin('2.6')).toBe(3);
  });

  it('has no margin while nothing is typed', () => {
    expect(parseMargin('')).toBeNull();
    expect(parseMargin('  ')).toBeNull();
    expect(parseMargin('abc')).toBeNull();
  });
});

describe('the code after a change on the server', () => {
  it('asks for a new image by a version, never for the plain code', () => {
    expect(qrImageUrl(ID, DEFAULT_QR_DESIGN, { version: 0 })).toBe(`/api/link/${ID}/qr`);
    expect(qrImageUrl(ID, custom, { withSize: false, version: 2 })).toBe(
      `/api/link/${ID}/qr?margin=0&ecc=H&fg=1a2b3c&bg=fafafa&v=2`,
    );
  });
});

describe('the public code', () => {
  it('carries the design’s choices, none for the default design', () => {
    const base = 'https://s.example/api/public/qr/abc';
    expect(publicQrUrl(base, DEFAULT_QR_DESIGN)).toBe(base);
    expect(publicQrUrl(base, custom)).toBe(`${base}?size=1024&margin=0&ecc=H&fg=1a2b3c&bg=fafafa`);
  });
});

describe('logoProblem', () => {
  const file = (bytes: number, type: string) =>
    new File([new Uint8Array(bytes)], 'l.png', { type });

  it('refuses what the server would refuse by its type or size', () => {
    expect(logoProblem(file(QR_LOGO_MAX_BYTES, 'image/png'))).toBeNull();
    expect(logoProblem(file(QR_LOGO_MAX_BYTES + 1, 'image/png'))).toBe('logoTooLarge');
    expect(logoProblem(file(10, 'image/jpeg'))).toBe('logoNotPng');
    // No type known: the server reads the file and decides.
    expect(logoProblem(file(10, ''))).toBeNull();
  });
});
