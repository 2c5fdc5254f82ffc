// Checks the stylesheet's colour tokens against WCAG AA in both themes: 4.5:1 for text pairs,
// 3:1 for control borders and focus rings. (axe cannot measure contrast in jsdom.)
import { describe, expect, it } from 'vitest';
import css from './global.css?raw';

function tokens(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  const block = css.slice(start, css.indexOf('}', start));
  const result: Record<string, string> = {};
  for (const match of block.matchAll(/(--[\w-]+):\s*(#[0-9a-fA-F]{6})\s*;/g)) {
    result[match[1]!] = match[2]!;
  }
  return result;
}

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const TEXT_PAIRS: [string, string][] = [
  ['--text', '--bg'],
  ['--text', '--surface'],
  ['--text', '--surface-2'],
  ['--text', '--selected'],
  ['--text-muted', '--bg'],
  ['--text-muted', '--surface'],
  ['--text-muted', '--surface-2'],
  ['--on-primary', '--primary'],
  ['--on-primary', '--primary-hover'],
  ['--on-danger', '--danger'],
  ['--on-danger', '--danger-hover'],
  ['--danger-text', '--surface'],
  ['--danger-text', '--danger-bg'],
  ['--link', '--surface'],
  ['--link', '--bg'],
  ['--success-text', '--success-bg'],
  ['--info-text', '--info-bg'],
  ['--info-text', '--selected'],
  ['--warning-text', '--warning-bg'],
  ['--bg', '--text'],
];

const UI_PAIRS: [string, string][] = [
  ['--border-strong', '--surface'],
  ['--border-strong', '--bg'],
  ['--focus', '--surface'],
  ['--focus', '--bg'],
  ['--primary', '--surface'],
  ['--chart-humans', '--surface'],
  ['--chart-bots', '--surface'],
  ['--chart-third', '--surface'],
];

describe.each([
  ['light', ':root'],
  ['dark', ':root.dark'],
])('%s theme', (_name, selector) => {
  const palette = tokens(selector);

  it.each(TEXT_PAIRS)('%s on %s reaches 4.5:1', (fg, bg) => {
    expect(palette[fg], fg).toBeDefined();
    expect(palette[bg], bg).toBeDefined();
    expect(contrast(palette[fg]!, palette[bg]!)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(UI_PAIRS)('%s on %s reaches 3:1', (fg, bg) => {
    expect(contrast(palette[fg]!, palette[bg]!)).toBeGreaterThanOrEqual(3);
  });
});

describe('contrast()', () => {
  it('computes known ratios', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeLessThan(4.5);
  });
});
